import type { EmbargoCategory, EmbargoItem } from './types';

/**
 * Prohibited and restricted goods. Sources of the rules: China's list of goods prohibited from entry
 * (《中华人民共和国禁止进出境物品表》), the 2021 list of animals, plants and products that may not be
 * carried or posted into China (MARA/GACC Announcement No. 470, 2021), the personal postal goods rules
 * (GACC Announcement 2010 No. 43), IATA Dangerous Goods Regulations for air cargo, and NZ/AU export
 * controls (CITES). Where an item is refused because of our own policy, the text says it is a company rule.
 */
export const EMBARGO_CATEGORIES: readonly EmbargoCategory[] = [
  { code: 'dangerous_goods', icon: 'fire', sort: 10, name: { zh: '危险品', en: 'Dangerous goods' } },
  { code: 'batteries', icon: 'battery', sort: 20, name: { zh: '电池及带电产品', en: 'Batteries and battery devices' } },
  { code: 'medicines', icon: 'pill', sort: 30, name: { zh: '药品及管制物质', en: 'Medicines and controlled substances' } },
  { code: 'animal_products', icon: 'meat', sort: 40, name: { zh: '动物及动物产品', en: 'Animals and animal products' } },
  { code: 'plant_products', icon: 'leaf', sort: 50, name: { zh: '植物及植物产品', en: 'Plants and plant products' } },
  { code: 'currency_valuables', icon: 'money', sort: 60, name: { zh: '货币及贵重物品', en: 'Money and valuables' } },
  { code: 'weapons', icon: 'shield', sort: 70, name: { zh: '武器及管制器具', en: 'Weapons and controlled items' } },
  { code: 'counterfeit_media', icon: 'ban', sort: 80, name: { zh: '侵权及违禁印刷品', en: 'Counterfeits and banned media' } },
  { code: 'tobacco_alcohol', icon: 'wine', sort: 90, name: { zh: '烟草及酒类', en: 'Tobacco and alcohol' } },
  { code: 'liquids_powders', icon: 'drop', sort: 100, name: { zh: '液体粉末膏体', en: 'Liquids, powders and gels' } },
  { code: 'protected_other', icon: 'alert', sort: 110, name: { zh: '濒危物种及其他', en: 'Endangered species and others' } },
];

type Row = Omit<EmbargoItem, 'sort'>;
const p = (
  code: string,
  category: string,
  zh: string,
  en: string,
  summary: [string, string],
  detail: [string, string],
  examples: [string, string],
): Row => ({
  code,
  category,
  level: 'prohibited',
  name: { zh, en },
  summary: { zh: summary[0], en: summary[1] },
  detail: { zh: detail[0], en: detail[1] },
  examples: { zh: examples[0], en: examples[1] },
});
const r = (...args: Parameters<typeof p>): Row => ({ ...p(...args), level: 'restricted' });

const ROWS: Row[] = [
  // ---------------------------------------------------------------- dangerous goods
  p(
    'flammable_liquids',
    'dangerous_goods',
    '易燃液体',
    'Flammable liquids',
    [
      '指甲油、洗甲水、打火机油、油漆、酒精等易燃液体一律不收。',
      'Nail polish, remover, lighter fluid, paint, spirits and other flammable liquids are refused.',
    ],
    [
      '易燃液体属于航空危险品(第3类),普通航空货运和邮件都不能运输。仓库安检发现后将从包裹中取出并暂存,客户可在14天内自提或付费退回,逾期按废弃物品处理。谎报品名混入包裹导致航班或安检事故的,客户须承担全部责任。',
      'Flammable liquids are Class 3 dangerous goods and cannot travel as ordinary air cargo or mail. If our screening finds them, we take them out of the parcel and hold them: collect them or pay for a return within 14 days, or they are disposed of. A customer who hides them under a false description bears full liability for any incident.',
    ],
    [
      '指甲油、洗甲水、Zippo打火机油、油漆、香蕉水、高度白酒(24%以上)',
      'Nail polish, nail polish remover, lighter fluid, paint, thinners, spirits over 24% ABV',
    ],
  ),
  p(
    'aerosols',
    'dangerous_goods',
    '压力罐及喷雾',
    'Aerosols and pressurised cans',
    [
      '任何压力罐装喷雾(防晒喷雾、发胶、驱蚊喷雾、干洗喷雾)都不收。',
      'No pressurised sprays: sunscreen spray, hairspray, insect spray, dry shampoo.',
    ],
    [
      '压力罐在飞行中受压差和温度变化可能爆裂或泄漏,属于第2类危险品。安检X光可清晰识别,发现即取出,无法寄出。手动泵式喷瓶(非压力罐)不在此列,可按液体规则寄送。',
      'Pressurised cans can burst or leak with pressure and temperature changes in flight and are Class 2 dangerous goods. X-ray screening spots them and they are removed. Hand-pump spray bottles (not pressurised) are fine under the liquids rules.',
    ],
    [
      '防晒喷雾、发胶、摩丝、驱蚊喷雾、空气清新剂、气雾剂保湿喷雾',
      'Spray sunscreen, hairspray, mousse, insect repellent spray, air freshener, aerosol face mist',
    ],
  ),
  p(
    'gases_lighters',
    'dangerous_goods',
    '气体、火柴与打火机',
    'Gas, matches and lighters',
    [
      '打火机、火柴、丁烷气罐、露营气罐、氧气罐不收。',
      'Lighters, matches, butane and camping gas canisters and oxygen cylinders are refused.',
    ],
    [
      '这些物品可燃或含压缩气体,航空运输禁止以普通货物形式承运。空的露营气罐也可能残留气体,同样不收。',
      'These are flammable or contain compressed gas and may not fly as ordinary cargo. Empty camping gas canisters can still hold gas and are refused too.',
    ],
    ['打火机、火柴、卡式炉气罐、潜水气瓶', 'Lighters, matches, butane canisters, scuba cylinders'],
  ),
  p(
    'corrosive_toxic',
    'dangerous_goods',
    '腐蚀性及有毒物品',
    'Corrosive and toxic substances',
    ['漂白剂、强酸强碱、杀虫剂、除草剂、水银等不收。', 'Bleach, acids, alkalis, pesticides, herbicides, mercury and the like are refused.'],
    [
      '腐蚀性和有毒物质属于危险品,泄漏会损坏其他包裹并危及人员。农药还受中国农药进口管理,个人不得邮寄。',
      "Corrosives and poisons are dangerous goods; a leak damages other parcels and endangers staff. Pesticides also fall under China's pesticide import controls and cannot be posted by individuals.",
    ],
    [
      '84消毒液、通渠剂、除草剂、水银温度计、染发剂中的双氧水显色乳(大瓶)',
      'Bleach, drain cleaner, weed killer, mercury thermometers, large bottles of hydrogen peroxide developer',
    ],
  ),
  p(
    'magnetic_strong',
    'dangerous_goods',
    '强磁物品',
    'Strongly magnetic items',
    [
      '强磁铁、未消磁的音箱单元等可能干扰飞机仪表的物品不收。',
      'Strong magnets and unshielded speaker drivers that could disturb aircraft instruments are refused.',
    ],
    [
      '航空规定磁场强度超过限值的物品按危险品(第9类)管理。普通带小磁铁的商品(磁吸手机壳、冰箱贴)可走敏感货线,仓库检测后决定是否可发。',
      'Items whose magnetic field exceeds the air transport limit are Class 9 dangerous goods. Ordinary goods with small magnets (magnetic phone cases, fridge magnets) may go on the sensitive goods line after the warehouse tests them.',
    ],
    ['钕磁铁套装、磁力治疗器、大功率音箱单元', 'Neodymium magnet sets, magnetic therapy devices, large speaker drivers'],
  ),

  // ---------------------------------------------------------------- batteries
  p(
    'loose_lithium_batteries',
    'batteries',
    '单独锂电池及充电宝',
    'Loose lithium batteries and power banks',
    [
      '单独包装的锂电池、充电宝、移动电源一律不收。',
      'Lithium batteries packed on their own, power banks and portable chargers are refused.',
    ],
    [
      '单独运输的锂离子电池(UN3480)不得装在客机上,且我司合作航班不承运。充电宝属于单独电池,同样不能寄。安检发现会整包拦截,需客户取回或付费退回;隐瞒申报造成的罚款由客户承担。',
      'Lithium-ion batteries shipped on their own (UN3480) may not go on passenger aircraft and our carriers do not take them. A power bank counts as a loose battery. Screening stops the whole parcel; the customer collects it or pays for a return, and pays any fine caused by hiding it.',
    ],
    [
      '充电宝、相机备用电池、无人机电池、18650电池、电动车电池',
      'Power banks, spare camera batteries, drone batteries, 18650 cells, e-bike batteries',
    ],
  ),
  r(
    'battery_devices',
    'batteries',
    '内置电池的电子产品',
    'Devices with built-in batteries',
    [
      '手机、平板、电动牙刷等内置电池的产品只能走敏感货专线,每箱最多2台。',
      'Phones, tablets, electric toothbrushes and other devices with built-in batteries travel only on the sensitive goods line, at most 2 per box.',
    ],
    [
      '电池装在设备中(UN3481)且单块不超过100Wh的,可按航空规定少量运输。设备须关机、防止误启动并用原包装或缓冲材料保护。普货线路包裹中发现带电产品,会被退回仓库改走敏感货线并补差价。二手手机须恢复出厂设置并解除账户锁。',
      'Batteries inside equipment (UN3481) of at most 100 Wh each may fly in small numbers. The device must be off, protected against switching on, and cushioned or in its retail box. A battery device found in a general-goods parcel comes back to the warehouse to move to the sensitive line, and the price difference is charged. Used phones must be factory-reset and unlocked from accounts.',
    ],
    [
      '手机、iPad、笔记本电脑、电动牙刷、蓝牙耳机、智能手表、电子秤',
      'Phones, iPads, laptops, electric toothbrushes, wireless earbuds, smartwatches, digital scales',
    ],
  ),
  p(
    'e_cigarettes',
    'batteries',
    '电子烟',
    'E-cigarettes and vapes',
    ['电子烟、烟弹、烟油不收。', 'E-cigarettes, pods and e-liquids are refused.'],
    [
      '电子烟在中国按烟草制品管理,个人不得邮寄进境;设备含锂电池,烟油为液体。发现后不予发出,只能退回或销毁。',
      'China regulates e-cigarettes as tobacco products and individuals may not post them in; the devices hold lithium batteries and the e-liquid is a liquid. They will not be sent: they are returned or destroyed.',
    ],
    ['一次性电子烟、换弹式电子烟、烟油', 'Disposable vapes, pod devices, e-liquid'],
  ),

  // ---------------------------------------------------------------- medicines
  p(
    'controlled_substances',
    'medicines',
    '毒品及含管制成分的药物',
    'Narcotics and medicines with controlled ingredients',
    [
      '毒品、精神药品、麻醉药品及含伪麻黄碱、可待因等管制成分的药物严禁寄送。',
      'Narcotics, psychotropic drugs and medicines with controlled ingredients such as pseudoephedrine or codeine are strictly prohibited.',
    ],
    [
      '这些物品列入中国禁止进境物品表或受麻醉药品、精神药品和易制毒化学品管制。海关查获将移交缉私部门,收件人和寄件人可能承担刑事责任,包裹不会退回。部分新西兰、澳洲药店可买到的感冒药、止痛药含此类成分,请勿寄送。',
      "These are on China's list of goods prohibited from entry or under its narcotic, psychotropic and precursor chemical controls. Customs hand seizures to the anti-smuggling police; recipient and sender may face criminal charges, and the parcel is never returned. Some cold and pain medicines sold over the counter in NZ and Australia contain such ingredients: do not send them.",
    ],
    [
      '含伪麻黄碱的感冒药、含可待因的止痛药、安眠药、减肥药(含西布曲明等)、大麻及CBD制品',
      'Cold medicine with pseudoephedrine, codeine painkillers, sleeping pills, slimming pills (e.g. with sibutramine), cannabis and CBD products',
    ],
  ),
  p(
    'medicines',
    'medicines',
    '药品(处方药及非处方药)',
    'Medicines (prescription and over-the-counter)',
    [
      '本公司线路不收任何药品,包括处方药、非处方药和中成药(公司规定)。',
      'Our lines take no medicines at all: prescription, over-the-counter or herbal (company rule).',
    ],
    [
      '个人邮寄药品进境须符合自用合理数量并可能被要求提供处方,清关风险高、常被退运,且包税线路不能承担药品税费,因此本公司统一不收。保健品(膳食补充剂)不属药品,可走食品保健品线。药品藏在其他物品中被查出的,整票可能被海关退运或没收,费用由客户承担。',
      "Medicines posted into China must be a reasonable quantity for own use and may need a prescription; they are often returned by customs, and duty-included lines cannot cover them, so we do not take them. Dietary supplements are not medicines and go on the food and health line. If medicine hidden among other goods is found, customs may return or seize the whole parcel at the customer's cost.",
    ],
    [
      'Panadol、布洛芬、抗生素、处方眼药水、外用药膏、儿童退烧药',
      "Panadol, ibuprofen, antibiotics, prescription eye drops, medicated ointments, children's fever medicine",
    ],
  ),

  // ---------------------------------------------------------------- animal products
  p(
    'meat',
    'animal_products',
    '肉类及肉制品',
    'Meat and meat products',
    [
      '生熟肉类及其制品(含牛肉干、香肠、肉松、含肉宠物食品)禁止寄递进境。',
      'Raw or cooked meat and meat products (jerky, sausages, meat floss, pet food with meat) may not be posted into China.',
    ],
    [
      '根据《中华人民共和国禁止携带、寄递进境的动植物及其产品和其他检疫物名录》,肉类及其制品(含脏器)禁止寄递进境,罐头也不例外。海关查获将截留销毁,不予退回。仓库发现会取出暂存,客户需在14天内自提,逾期销毁。',
      "Under China's list of animals, plants and products that may not be carried or posted in, meat and meat products (offal included) are prohibited, tinned ones too. Customs destroy them on seizure and do not return them. If our warehouse finds them, they are held for collection within 14 days, then destroyed.",
    ],
    [
      '牛肉干、羊肉干、香肠、火腿、肉松、鸭脖、含肉猫狗粮、骨头汤料',
      'Beef or lamb jerky, sausages, ham, meat floss, duck necks, pet food with meat, bone broth',
    ],
  ),
  p(
    'dairy_non_powder',
    'animal_products',
    '乳制品(奶粉除外)',
    'Dairy products (except milk powder)',
    [
      '鲜奶、常温奶(UHT)、酸奶、奶酪、黄油、奶油、炼乳禁止寄递进境。',
      'Fresh and UHT milk, yoghurt, cheese, butter, cream and condensed milk may not be posted into China.',
    ],
    [
      '2021年版禁止寄递进境名录将动物源性乳及乳制品(生乳、巴氏杀菌乳、灭菌乳、调制乳、发酵乳、奶油、黄油、奶酪、炼乳等)列为禁止。奶粉不在此列,可走奶粉专线;奶片、初乳片等以保健品形式的产品按食品保健品线限量收寄。',
      'The 2021 list prohibits animal-origin milk and dairy products: raw, pasteurised and UHT milk, modified and fermented milk, cream, butter, cheese, condensed milk and so on. Milk powder is not on the list and goes on the milk powder line; milk tablets and colostrum tablets sold as supplements go on the food and health line within its limits.',
    ],
    ['安佳UHT牛奶、a2鲜奶、酸奶、切达奶酪、黄油、炼乳', 'Anchor UHT milk, fresh a2 milk, yoghurt, cheddar, butter, condensed milk'],
  ),
  p(
    'eggs',
    'animal_products',
    '蛋及蛋制品',
    'Eggs and egg products',
    [
      '鲜蛋、咸蛋、蛋液、蛋黄酱等蛋源产品禁止寄递。',
      'Fresh eggs, salted eggs, liquid egg, mayonnaise and other egg products are prohibited.',
    ],
    [
      '蛋及其制品列入禁止寄递进境名录,包括蛋黄酱。查获后销毁。以蛋为配料的烘焙食品(饼干、蛋糕)为深加工食品,不受此限。',
      'Eggs and egg products, mayonnaise included, are on the prohibited list and are destroyed on seizure. Baked goods that merely contain egg (biscuits, cakes) are processed foods and are not affected.',
    ],
    ['鲜鸡蛋、咸鸭蛋、蛋黄酱、蛋白粉(蛋源)', 'Fresh eggs, salted duck eggs, mayonnaise, egg-white powder'],
  ),
  p(
    'aquatic_raw',
    'animal_products',
    '生鲜水产品',
    'Raw seafood and aquatic products',
    [
      '生鲜、冷冻的鱼虾贝类等水产品禁止寄递;干制、熟制的除外。',
      'Fresh or frozen fish, shellfish and other aquatic products are prohibited; dried or cooked ones are not.',
    ],
    [
      '名录禁止水产品寄递进境,但干制、熟制、发酵后制成的食用酱汁类水产品除外。干海参、鱼片干等须原厂密封包装并有英文或中文标签,走食品保健品线。新鲜或冷冻海鲜查获即销毁。',
      'The list prohibits aquatic products except dried, cooked and fermented sauce-type ones. Dried sea cucumber and dried fish snacks must be factory sealed and labelled in English or Chinese and go on the food and health line. Fresh or frozen seafood is destroyed on seizure.',
    ],
    ['冰鲜三文鱼、冷冻青口、鲍鱼(新鲜)、活龙虾', 'Chilled salmon, frozen mussels, fresh abalone, live crayfish'],
  ),
  p(
    'deer_velvet_raw',
    'animal_products',
    '动物源性中药材',
    'Animal-derived traditional medicine materials',
    [
      '鹿茸片、鹿鞭、鹿尾等未制成保健品的动物源性中药材禁止寄递。',
      'Deer velvet slices, deer pizzle, deer tail and other raw animal-derived medicine materials are prohibited.',
    ],
    [
      '名录将动物源性中药材列为禁止寄递。新西兰鹿茸如已制成胶囊或片剂等成品保健品,并有完整标签,可按保健品寄送;整支或切片鹿茸不收。',
      'Animal-derived traditional medicine materials are on the prohibited list. New Zealand deer velvet made into finished, fully labelled capsules or tablets can go as a supplement; whole or sliced velvet cannot.',
    ],
    ['鹿茸片、整支鹿茸、鹿鞭、鹿筋', 'Deer velvet slices, whole antler velvet, deer pizzle, deer tendon'],
  ),
  p(
    'bird_nest',
    'animal_products',
    '燕窝(罐头装除外)',
    "Bird's nest (except canned)",
    [
      '干燕窝、鲜炖燕窝禁止寄递,经商业无菌处理的罐头装燕窝除外。',
      "Dried and freshly stewed bird's nest are prohibited; commercially sterilised canned bird's nest is not.",
    ],
    [
      '燕窝属于名录中的禁止寄递物品,只有经商业无菌处理的罐头装燕窝可以寄送(按食品计件)。',
      "Bird's nest is on the prohibited list; only commercially sterilised canned products may be posted (counted as food).",
    ],
    ['干燕窝盏、燕条、鲜炖燕窝', "Dried nests, nest strips, fresh stewed bird's nest"],
  ),
  p(
    'live_animals',
    'animal_products',
    '活体动物及动物标本',
    'Live animals and specimens',
    ['任何活体动物、昆虫、动物标本、动物尸体不收。', 'No live animals, insects, specimens or carcasses.'],
    [
      '活动物(犬猫随身携带除外)、动物标本和动物尸体均列入禁止名录,也不能以包裹方式运输。',
      'Live animals (except cats and dogs travelling with their owner), specimens and carcasses are on the prohibited list and cannot travel as parcels.',
    ],
    ['宠物、观赏鱼、昆虫、蝴蝶标本', 'Pets, aquarium fish, insects, butterfly specimens'],
  ),
  p(
    'animal_raw_materials',
    'animal_products',
    '动物皮毛骨角及原毛',
    'Raw hides, wool, bones and horns',
    [
      '未经加工的原毛、生皮、骨、角、蹄禁止寄递;加工成品(羊毛衫、羊皮靴)不受限。',
      'Raw wool, untreated hides, bones, horns and hooves are prohibited; finished goods (wool jumpers, sheepskin boots) are fine.',
    ],
    [
      '名录禁止油脂类、皮张、原毛类、蹄骨角类及其制品,经加工处理且无血污、肌肉和脂肪的工艺品除外。羊毛被、羊毛衫、羊皮靴等成品可正常寄送。',
      'The list prohibits fats, hides, raw wool, hooves, bones and horns, except crafts processed clean of blood, muscle and fat. Wool duvets, knitwear and sheepskin boots are finished goods and can be sent.',
    ],
    ['原毛、生羊皮、未处理的动物骨头、动物油脂', 'Raw fleece, untreated sheepskins, raw animal bones, animal fat'],
  ),

  // ---------------------------------------------------------------- plant products
  p(
    'fresh_produce',
    'plant_products',
    '新鲜水果蔬菜',
    'Fresh fruit and vegetables',
    [
      '新鲜水果、蔬菜(包括奇异果、车厘子、牛油果)禁止寄递进境。',
      'Fresh fruit and vegetables, kiwifruit, cherries and avocados included, may not be posted into China.',
    ],
    [
      '新鲜水果、蔬菜列入禁止寄递进境名录,可能携带检疫性有害生物。查获后销毁。果干、冻干水果、果酱等加工品不在此列。',
      'Fresh fruit and vegetables are on the prohibited list because they can carry quarantine pests, and are destroyed on seizure. Dried or freeze-dried fruit and jam are processed and not affected.',
    ],
    ['奇异果、车厘子、苹果、牛油果、新鲜香菇', 'Kiwifruit, cherries, apples, avocados, fresh mushrooms'],
  ),
  p(
    'seeds_plants',
    'plant_products',
    '种子、苗木及活体植物',
    'Seeds, seedlings and live plants',
    [
      '种子、种苗、球茎、插条、活体植物禁止寄递,包括花种、菜种。',
      'Seeds, seedlings, bulbs, cuttings and live plants are prohibited, flower and vegetable seeds included.',
    ],
    [
      '具有繁殖能力的植物及材料列入禁止名录,未经审批入境可能违反《生物安全法》和《种子法》。查获后销毁并可能处罚。可食用的烘焙坚果、奇亚籽等已加工食品不在此列。',
      "Anything that can grow is on the prohibited list; bringing it in without a permit may breach China's Biosecurity Law and Seed Law. Seizures are destroyed and may be fined. Roasted nuts, chia seeds and other processed foods are not affected.",
    ],
    ['花种、蔬菜种子、多肉植物、种球、盆栽', 'Flower seeds, vegetable seeds, succulents, bulbs, potted plants'],
  ),
  p(
    'cut_flowers',
    'plant_products',
    '鲜切花',
    'Cut flowers',
    ['鲜切花禁止寄递进境;干花、永生花成品可寄。', 'Fresh cut flowers are prohibited; dried or preserved flower products are fine.'],
    ['2021年版名录新增鲜切花为禁止寄递物品。', 'The 2021 list added fresh cut flowers to the prohibited items.'],
    ['鲜玫瑰、鲜花束', 'Fresh roses, bouquets'],
  ),
  p(
    'soil',
    'plant_products',
    '土壤及有机栽培介质',
    'Soil and organic growing media',
    [
      '泥土、营养土、泥炭、椰糠等栽培介质禁止寄递;沾有泥土的鞋靴和户外装备请清洁后寄送。',
      'Soil, potting mix, peat and coir are prohibited; clean boots and outdoor gear of soil before sending.',
    ],
    [
      '土壤及有机栽培介质列入禁止名录。沾带泥土的旧登山鞋、高尔夫球具可能被检疫处理,建议清洗干净。',
      'Soil and organic growing media are on the prohibited list. Used hiking boots or golf gear caked in soil may be treated by quarantine: clean them first.',
    ],
    ['花园土、泥炭、椰糠、沾泥的运动鞋', 'Garden soil, peat, coir, muddy shoes'],
  ),
  p(
    'tobacco_leaf',
    'plant_products',
    '烟叶',
    'Tobacco leaf',
    ['未加工的烟叶禁止寄递。', 'Unprocessed tobacco leaf is prohibited.'],
    [
      '烟叶列入禁止寄递进境名录。卷烟、烟丝另见“烟草制品”。',
      'Tobacco leaf is on the prohibited list. For cigarettes and loose tobacco see "Tobacco products".',
    ],
    ['烟叶、雪茄烟叶', 'Tobacco leaf, cigar wrapper leaf'],
  ),

  // ---------------------------------------------------------------- money and valuables
  p(
    'cash',
    'currency_valuables',
    '现金及有价证券',
    'Cash and negotiable instruments',
    [
      '现金(任何货币)、支票、银行卡、彩票、无记名证券不收。',
      'Cash in any currency, cheques, bank cards, lottery tickets and bearer securities are refused.',
    ],
    [
      '国际邮件和快件禁止夹寄现金及有价证券,一旦丢失无法赔偿,且中国海关对国家货币进出境有限制。仓库发现会取出暂存,由客户本人携带身份证件自提。',
      'International mail and express may not carry cash or negotiable instruments, they cannot be compensated if lost, and China restricts currency moving across its border. If found, we hold them for the customer to collect in person with photo ID.',
    ],
    ['纸币、硬币、旅行支票、储值卡、礼品卡', "Banknotes, coins, traveller's cheques, stored-value cards, gift cards"],
  ),
  r(
    'precious_items',
    'currency_valuables',
    '贵重首饰及高档手表',
    'Fine jewellery and premium watches',
    [
      '贵重首饰、高档手表可寄,但税率50%,每箱限1件,必须保价。',
      'Fine jewellery and premium watches can be sent, but they are taxed at 50%, one per box, and must be insured.',
    ],
    [
      '贵重首饰和高档手表属于行邮税最高一档(50%)。单件价值超过人民币1000元的不可分割物品,海关审核确属自用可按个人物品放行,但须全额缴税。未保价的贵重物品丢失,仅按未保价标准赔偿。金条、金币等贵金属投资品不收(公司规定)。',
      'Fine jewellery and premium watches are in the top postal tax band (50%). A single indivisible item worth more than CNY 1000 may clear as personal goods if customs accept it is for own use, with full duty paid. Uninsured valuables that are lost are compensated only at the uninsured rate. Bullion bars and coins are not accepted (company rule).',
    ],
    ['金项链、钻戒、劳力士手表、金条(不收)', 'Gold necklaces, diamond rings, Rolex watches, gold bars (not accepted)'],
  ),

  // ---------------------------------------------------------------- weapons
  p(
    'weapons',
    'weapons',
    '枪支弹药及仿真枪',
    'Firearms, ammunition and replica guns',
    [
      '各类枪支、零部件、弹药、仿真枪、气枪、弓弩严禁寄送。',
      'Firearms, parts, ammunition, replica guns, air guns and crossbows are strictly prohibited.',
    ],
    [
      '武器、仿真武器、弹药和爆炸物列入中国禁止进境物品表。查获后移交公安机关,可能追究刑事责任,不予退回。玩具枪外形逼真或能发射弹丸的,同样按仿真枪处理。',
      "Weapons, replica weapons, ammunition and explosives are on China's list of goods prohibited from entry. Seizures go to the police, may lead to prosecution and are never returned. Toy guns that look real or fire pellets are treated as replica guns.",
    ],
    [
      '猎枪、气枪、BB枪、水弹枪、瞄准镜、弓弩、子弹壳',
      'Rifles, air rifles, BB guns, gel blasters, rifle scopes, crossbows, cartridge cases',
    ],
  ),
  p(
    'controlled_knives',
    'weapons',
    '管制刀具及防身器具',
    'Controlled knives and self-defence items',
    [
      '管制刀具、电击器、防狼喷雾、甩棍不收;普通厨刀须原包装且刀刃有保护。',
      'Controlled knives, stun guns, pepper spray and batons are refused; ordinary kitchen knives need retail packaging with a blade guard.',
    ],
    [
      '中国对匕首、弹簧刀等管制刀具和电击器、催泪喷雾等实行管制,个人不得邮寄进境。家用厨刀、剪刀属于普通物品,可走普货线,但须原包装或刀刃包裹牢固以免划伤分拣人员。',
      'China controls daggers, switchblades and similar knives as well as stun guns and tear sprays; individuals may not post them in. Household kitchen knives and scissors are ordinary goods on the general lines, in retail packaging or with the blade securely wrapped so that no sorter is cut.',
    ],
    [
      '匕首、弹簧刀、蝴蝶刀、电击棒、防狼喷雾、伸缩甩棍',
      'Daggers, switchblades, butterfly knives, stun batons, pepper spray, extendable batons',
    ],
  ),

  // ---------------------------------------------------------------- counterfeits and media
  p(
    'counterfeits',
    'counterfeit_media',
    '仿冒品牌及盗版商品',
    'Counterfeit brands and pirated goods',
    ['假冒品牌商品、盗版图书和光盘不收。', 'Counterfeit branded goods and pirated books and discs are refused.'],
    [
      '侵犯知识产权的货物可被中国海关依法没收,并可能被罚款。一经发现,本公司有权拒绝承运并终止服务。请保留正品购买凭证,海关查验时可能要求提供。',
      'Chinese customs may confiscate goods that infringe intellectual property and may fine the parties. We refuse to carry them and may close the account. Keep proof of purchase for genuine goods: customs may ask for it.',
    ],
    ['高仿名牌包、假冒运动鞋、盗版DVD', 'Replica designer bags, fake trainers, pirated DVDs'],
  ),
  p(
    'banned_media',
    'counterfeit_media',
    '违禁印刷品及音像制品',
    'Banned printed matter and media',
    [
      '对中国政治、经济、文化、道德有害的印刷品、音像制品和存储介质禁止寄递。',
      "Printed matter, audio-visual media and storage devices harmful to China's politics, economy, culture or morals are prohibited.",
    ],
    [
      '此类物品列入中国禁止进境物品表,包括淫秽物品、赌博用品和宣扬邪教的材料。海关会查验书籍、光盘、U盘和硬盘的内容,查获没收并可能处罚。普通教材、小说、儿童绘本可正常寄送。',
      "These are on China's list of goods prohibited from entry, including obscene material, gambling equipment and cult material. Customs inspect the content of books, discs, USB sticks and hard drives, confiscate offending items and may fine. Ordinary textbooks, novels and picture books are fine.",
    ],
    ['淫秽书刊、赌具、含违禁内容的U盘或硬盘', 'Obscene publications, gambling equipment, USB sticks or drives with banned content'],
  ),

  // ---------------------------------------------------------------- tobacco and alcohol
  p(
    'tobacco_products',
    'tobacco_alcohol',
    '烟草制品',
    'Tobacco products',
    ['香烟、雪茄、烟丝不收(公司规定)。', 'Cigarettes, cigars and loose tobacco are refused (company rule).'],
    [
      '烟草属于中国限制进境物品,个人邮寄须缴纳50%行邮税并受数量限制,常被退运。为避免清关失败,本公司所有线路不收烟草制品。',
      'Tobacco is restricted on entry to China: posted tobacco pays 50% postal tax, is limited in quantity and is often returned. To avoid failed clearances, none of our lines take tobacco products.',
    ],
    ['香烟、雪茄、手卷烟丝、水烟', 'Cigarettes, cigars, rolling tobacco, shisha'],
  ),
  r(
    'wine',
    'tobacco_alcohol',
    '葡萄酒',
    'Wine',
    [
      '酒精度24%以下的葡萄酒可走敏感货专线,每箱最多2瓶;烈酒不收。',
      'Wine under 24% ABV can go on the sensitive goods line, at most 2 bottles per box; no spirits.',
    ],
    [
      '酒类行邮税率50%,不包税线路由收件人缴税。酒精度24%以上的烈酒在航空运输中属于易燃液体,不收。葡萄酒须用防震酒瓶专用包装,玻璃破损导致的损失不在赔偿范围内,除非购买了加固包装和保价(公司规定)。',
      'Alcohol pays 50% postal tax, paid by the recipient on lines without duty included. Spirits over 24% ABV are flammable liquids in air transport and are refused. Wine must be in shock-proof bottle packs; breakage is not compensated unless reinforced packing and insurance were bought (company rule).',
    ],
    ['新西兰长相思、澳洲西拉红酒、冰酒(均24%以下)', 'NZ Sauvignon Blanc, Australian Shiraz, ice wine (all under 24%)'],
  ),

  // ---------------------------------------------------------------- liquids, powders, gels
  r(
    'liquids',
    'liquids_powders',
    '非易燃液体',
    'Non-flammable liquids',
    [
      '单瓶500ml以内、原厂密封的非易燃液体可走化妆品线或敏感货线,须防漏包装。',
      'Factory-sealed non-flammable liquids up to 500 ml a bottle go on the cosmetics or sensitive line, packed against leaks.',
    ],
    [
      '液体泄漏会污染同一集包的其他包裹,因此我们要求瓶口加封、装入密封袋并用缓冲材料固定(公司规定)。单瓶超过500ml或开封过的液体不收。液体泄漏造成本包裹物品损失的,不在赔偿范围内。',
      'A leak ruins other parcels in the same sack, so bottle caps must be taped, bagged and cushioned (company rule). Bottles over 500 ml or already opened are refused. Losses in the parcel caused by its own leaking liquids are not compensated.',
    ],
    ['洗发水、沐浴露、爽肤水、身体乳、漱口水', 'Shampoo, body wash, toner, body lotion, mouthwash'],
  ),
  r(
    'powders',
    'liquids_powders',
    '粉末类物品',
    'Powders',
    [
      '原厂密封、标签完整的食用粉末可寄;无标签、分装的白色粉末不收。',
      'Factory-sealed, fully labelled food powders are fine; unlabelled or repacked white powders are refused.',
    ],
    [
      '安检无法辨别的粉末会被开箱检查甚至扣留。奶粉、蛋白粉、咖啡粉须原厂密封;自行分装、无标签的粉末一律不收(公司规定)。',
      'Powders that screening cannot identify get the box opened or held. Milk powder, protein powder and ground coffee must be factory sealed; repacked or unlabelled powders are refused (company rule).',
    ],
    ['分装奶粉、散装蛋白粉、无标签香料粉', 'Repacked milk powder, loose protein powder, unlabelled spice powder'],
  ),

  // ---------------------------------------------------------------- endangered and other
  p(
    'endangered_species',
    'protected_other',
    '濒危动植物及其制品',
    'Endangered species and their products',
    [
      '象牙、犀角、玳瑁、红珊瑚、鲨鱼翅及CITES列名物种制品不收。',
      'Ivory, rhino horn, tortoiseshell, red coral, shark fin and products of CITES-listed species are refused.',
    ],
    [
      '濒危野生动植物及其制品受《濒危野生动植物种国际贸易公约》(CITES)管制,新西兰、澳大利亚出口和中国进口都需许可证。无证寄送在出境地和目的地都属违法,查获没收并追究责任。',
      'Endangered species and their products are controlled under CITES: export from NZ or Australia and import into China each need permits. Sending them without permits is illegal at both ends; seizures are confiscated and prosecuted.',
    ],
    [
      '象牙制品、玳瑁饰品、珊瑚、鲨鱼翅、含麝香或虎骨的产品',
      'Ivory, tortoiseshell jewellery, coral, shark fin, products with musk or tiger bone',
    ],
  ),
  p(
    'biological',
    'protected_other',
    '生物制品及人体样本',
    'Biological materials and human samples',
    ['血液、细胞、组织、菌种、疫苗、人体骨灰不收。', 'Blood, cells, tissue, cultures, vaccines and human ashes are refused.'],
    [
      '菌种、毒种、细胞、血液及其制品等生物材料列入禁止名录,须经审批才能进境。骨灰运输需专门手续,不能以普通包裹寄送。',
      'Cultures, cells, blood and blood products are on the prohibited list and need approval to enter. Human ashes need dedicated formalities and cannot travel as an ordinary parcel.',
    ],
    ['益生菌原菌粉(非食品)、疫苗、血样、骨灰', 'Raw probiotic cultures (not food), vaccines, blood samples, ashes'],
  ),
  p(
    'cultural_relics',
    'protected_other',
    '受保护文物',
    'Protected cultural objects',
    [
      '受新西兰、澳大利亚出口管制的文物、毛利族或原住民文化遗产不收。',
      'Cultural objects under NZ or Australian export control, such as Māori or Aboriginal heritage items, are refused.',
    ],
    [
      '新西兰《保护文物法》(Protected Objects Act 1975)和澳大利亚《可移动文化遗产保护法》要求某些文物出口须经许可。现代工艺品、旅游纪念品(如新制的绿玉挂件)不受此限。',
      "NZ's Protected Objects Act 1975 and Australia's Protection of Movable Cultural Heritage Act require permits to export certain objects. Modern crafts and souvenirs (such as a newly carved pounamu pendant) are not affected.",
    ],
    ['古董毛利雕刻、原住民历史文物、古钱币收藏', 'Antique Māori carvings, historic Aboriginal artefacts, antique coin collections'],
  ),
];

export const EMBARGO_ITEMS: readonly EmbargoItem[] = ROWS.map((row, i) => ({ ...row, sort: (i + 1) * 10 }));
