import type { FoodItem, FoodStatus } from './types';

/**
 * Food query: what a NZ/AU customer commonly wants to send and whether our lines take it.
 * "prohibited" items are on China's 2021 list of animal and plant products that may not be posted in
 * (meat, dairy other than milk powder, eggs, fresh produce, seeds ...) or refused by company rule (said in `note`).
 * Unit limits follow the channel item limits in channels.ts.
 */

const FH = ['nz-food-health', 'au-food-health'];
const MILK = ['nz-milk-powder-6', 'au-milk-powder-3', 'nz-food-health', 'au-food-health'];
const SENS = ['nz-sensitive', 'au-sensitive'];
const NONE: string[] = [];

type T = [string, string];
const f = (code: string, name: T, aliases: string[], status: FoodStatus, channels: string[], limit: T, note: T): FoodItem => ({
  code,
  name: { zh: name[0], en: name[1] },
  aliases,
  status,
  channels,
  limit: { zh: limit[0], en: limit[1] },
  note: { zh: note[0], en: note[1] },
});

const HONEY_LIMIT: T = ['每箱蜂蜜合计不超过3kg(约6瓶500g)', 'Honey at most 3 kg per box (about six 500 g jars)'];
const SUPP_LIMIT: T = [
  '新西兰线每箱保健品最多6瓶(同款3瓶);澳洲线最多8瓶(同款4瓶)',
  'Supplements: NZ lines at most 6 bottles a box (3 of one product); AU lines 8 (4 of one product)',
];
const FOOD_LIMIT: T = ['每箱预包装食品最多10件', 'At most 10 packaged food items per box'];
const MILK_LIMIT: T = [
  '新西兰奶粉线每箱最多6罐,澳洲奶粉线每箱最多3罐;混装食品箱最多2罐',
  'NZ milk line at most 6 tins a box, AU milk line 3; at most 2 tins in a mixed food box',
];
const NO_LIMIT: T = ['不可寄送', 'Cannot be sent'];
const PROHIBITED_MEAT: T = [
  '肉类及其制品列入中国禁止寄递进境名录,海关查获即销毁。',
  "Meat and meat products are on China's list of goods that may not be posted in; customs destroy them.",
];
const PROHIBITED_DAIRY: T = [
  '动物源性乳及乳制品(奶粉除外)列入禁止寄递进境名录。',
  'Animal-origin dairy other than milk powder is on the list of goods that may not be posted in.',
];
const PROHIBITED_FRESH: T = [
  '新鲜水果蔬菜列入禁止寄递进境名录,可改寄果干或冻干制品。',
  'Fresh fruit and vegetables are prohibited; send dried or freeze-dried products instead.',
];
const SUMMER: T = [
  '11月至次年3月高温季节可能融化变形,不属于赔偿范围(公司规定)',
  'From November to March it may melt in transit; melting is not compensated (company rule)',
];

export const FOODS: readonly FoodItem[] = [
  // ---------------------------------------------------------------- honey and bee products
  f(
    'manuka_honey',
    ['麦卢卡蜂蜜', 'Manuka honey'],
    ['麦卢卡', 'manuka', 'UMF', 'MGO', 'Comvita', '康维他', 'Egmont', '蜂蜜'],
    'allowed',
    FH,
    HONEY_LIMIT,
    [
      '须原厂密封。玻璃瓶请保留原包装或加气泡膜;UMF/MGO等级以标签为准。',
      'Factory sealed. Wrap glass jars in bubble wrap or keep the retail box; UMF/MGO grade as on the label.',
    ],
  ),
  f(
    'clover_honey',
    ['三叶草蜂蜜/普通蜂蜜', 'Clover and other honey'],
    ['三叶草', 'clover honey', 'honey', '百花蜜', '蜂蜜'],
    'allowed',
    FH,
    HONEY_LIMIT,
    ['原厂密封的罐装或瓶装蜂蜜均可。', 'Any factory-sealed jar or tub of honey.'],
  ),
  f('honeycomb', ['蜂巢蜜', 'Comb honey'], ['蜂巢', 'honeycomb', 'comb honey'], 'restricted', FH, HONEY_LIMIT, [
    '须原厂密封盒装,夏季可能渗漏,请加密封袋。',
    'Sealed retail packs only; it can weep in summer, so bag it.',
  ]),
  f('manuka_lozenges', ['麦卢卡蜂蜜喉糖', 'Manuka honey lozenges'], ['喉糖', 'lozenges', 'Comvita', '蜂蜜糖'], 'allowed', FH, FOOD_LIMIT, [
    '按食品计件。',
    'Counted as packaged food.',
  ]),
  f(
    'bee_pollen',
    ['蜂花粉', 'Bee pollen'],
    ['花粉', 'bee pollen', 'pollen'],
    'restricted',
    FH,
    ['每箱最多2件', 'At most 2 packs per box'],
    [
      '仅收原厂密封零售包装;散装或自行分装的不收(公司规定)。',
      'Sealed retail packs only; loose or repacked pollen is refused (company rule).',
    ],
  ),
  f('propolis', ['蜂胶', 'Propolis'], ['蜂胶', 'propolis', '蜂胶胶囊', '蜂胶滴剂'], 'restricted', FH, SUPP_LIMIT, [
    '胶囊、片剂和无酒精滴剂可寄;含酒精的蜂胶酊属易燃液体,不收。',
    'Capsules, tablets and alcohol-free drops are fine; alcohol-based propolis tincture is a flammable liquid and is refused.',
  ]),
  f('royal_jelly', ['蜂王浆胶囊', 'Royal jelly capsules'], ['蜂王浆', 'royal jelly', '蜂皇浆'], 'allowed', FH, SUPP_LIMIT, [
    '需冷藏的新鲜蜂王浆不收。',
    'Fresh royal jelly that needs refrigeration is refused.',
  ]),

  // ---------------------------------------------------------------- milk powder and dairy
  f(
    'infant_formula',
    ['婴幼儿配方奶粉', 'Infant formula'],
    ['奶粉', 'a2', 'a2 Platinum', '爱他美', 'Aptamil', '可瑞康', 'Karicare', '贝拉米', "Bellamy's", 'infant formula'],
    'allowed',
    MILK,
    MILK_LIMIT,
    ['须原装未开封罐装,罐底生产日期和保质期清晰。', 'Unopened original tins with readable production and expiry dates.'],
  ),
  f(
    'goat_formula',
    ['羊奶粉', 'Goat milk formula'],
    ['羊奶粉', 'goat milk', '佳贝艾特', 'Kabrita', '可瑞康羊奶', 'Oli6', 'Bubs'],
    'allowed',
    MILK,
    MILK_LIMIT,
    ['同婴幼儿奶粉规则。', 'Same rules as infant formula.'],
  ),
  f(
    'adult_milk_powder',
    ['成人奶粉', 'Adult milk powder'],
    ['全脂奶粉', '脱脂奶粉', 'Anchor', '安佳', 'a2 full cream', 'milk powder', '中老年奶粉'],
    'allowed',
    MILK,
    MILK_LIMIT,
    ['1kg袋装成人奶粉按1罐计。', 'A 1 kg bag counts as one tin.'],
  ),
  f('colostrum_powder', ['牛初乳粉', 'Colostrum powder'], ['初乳', 'colostrum', '牛初乳'], 'restricted', FH, SUPP_LIMIT, [
    '以保健品形式销售的原厂罐装可寄,按保健品计件;散装不收。',
    'Retail supplement tins count as supplements; loose powder is refused.',
  ]),
  f(
    'colostrum_tablets',
    ['初乳咀嚼片', 'Colostrum chewable tablets'],
    ['初乳片', 'colostrum tablets', 'chewables'],
    'restricted',
    FH,
    SUPP_LIMIT,
    ['按保健品计件。', 'Counted as supplements.'],
  ),
  f('milk_tablets', ['奶片', 'Milk tablets'], ['奶片', 'milk tablets', '干吃奶片'], 'restricted', FH, FOOD_LIMIT, [
    '原厂密封零售包装可寄,海关偶有按乳制品查验,有退运风险。',
    'Sealed retail packs only; customs occasionally treat them as dairy, so there is some risk of return.',
  ]),
  f(
    'whey_protein',
    ['蛋白粉', 'Protein powder'],
    ['乳清蛋白', 'whey', 'protein powder', '健身蛋白粉'],
    'restricted',
    FH,
    ['每箱最多2罐,单罐不超过2.5kg', 'At most 2 tubs a box, 2.5 kg each'],
    ['须原厂密封。', 'Factory sealed only.'],
  ),
  f(
    'uht_milk',
    ['常温纯牛奶(UHT)', 'UHT milk'],
    ['纯牛奶', 'UHT', '安佳牛奶', 'long life milk'],
    'prohibited',
    NONE,
    NO_LIMIT,
    PROHIBITED_DAIRY,
  ),
  f('fresh_milk', ['鲜牛奶', 'Fresh milk'], ['鲜奶', 'fresh milk', 'a2 milk'], 'prohibited', NONE, NO_LIMIT, PROHIBITED_DAIRY),
  f('cheese', ['奶酪', 'Cheese'], ['芝士', 'cheese', '切达', 'cheddar', '奶酪棒'], 'prohibited', NONE, NO_LIMIT, PROHIBITED_DAIRY),
  f('butter', ['黄油', 'Butter'], ['牛油', 'butter', 'Lewis Road'], 'prohibited', NONE, NO_LIMIT, PROHIBITED_DAIRY),
  f(
    'yoghurt',
    ['酸奶及酸奶溶豆', 'Yoghurt and yoghurt melts'],
    ['酸奶', 'yoghurt', 'yogurt', '溶豆', 'yoghurt melts'],
    'prohibited',
    NONE,
    NO_LIMIT,
    ['发酵乳属于禁止寄递的乳制品,冻干酸奶溶豆同样不收。', 'Fermented milk is prohibited dairy; freeze-dried yoghurt melts too.'],
  ),
  f('condensed_milk', ['炼乳', 'Condensed milk'], ['炼奶', 'condensed milk'], 'prohibited', NONE, NO_LIMIT, PROHIBITED_DAIRY),

  // ---------------------------------------------------------------- supplements
  f(
    'fish_oil',
    ['深海鱼油', 'Fish oil'],
    ['鱼油', 'fish oil', 'omega-3', 'Blackmores', '澳佳宝', 'Swisse', "Nature's Way"],
    'allowed',
    FH,
    SUPP_LIMIT,
    ['软胶囊夏季可能粘连,属正常现象。', 'Softgels may stick together in summer; that is normal.'],
  ),
  f('krill_oil', ['磷虾油', 'Krill oil'], ['磷虾油', 'krill oil'], 'allowed', FH, SUPP_LIMIT, [
    '按保健品计件。',
    'Counted as supplements.',
  ]),
  f('multivitamin', ['复合维生素', 'Multivitamins'], ['维生素', 'multivitamin', 'Swisse', 'Centrum', '善存'], 'allowed', FH, SUPP_LIMIT, [
    '按保健品计件。',
    'Counted as supplements.',
  ]),
  f('pregnancy_vitamins', ['孕妇维生素', 'Pregnancy multivitamins'], ['爱乐维', 'Elevit', '孕妇', 'pregnancy'], 'allowed', FH, SUPP_LIMIT, [
    '按保健品计件。',
    'Counted as supplements.',
  ]),
  f('vitamin_c', ['维生素C', 'Vitamin C'], ['VC', 'vitamin C', '泡腾片', 'Berocca'], 'allowed', FH, SUPP_LIMIT, [
    '泡腾片须原装管装。',
    'Effervescent tablets in their original tubes.',
  ]),
  f('vitamin_d', ['维生素D', 'Vitamin D'], ['VD', 'vitamin D', 'D3'], 'allowed', FH, SUPP_LIMIT, [
    '滴剂单瓶不超过100ml。',
    'Drops at most 100 ml a bottle.',
  ]),
  f('calcium', ['钙片', 'Calcium tablets'], ['钙', 'calcium', '液体钙', 'Ostelin', '乳钙'], 'allowed', FH, SUPP_LIMIT, [
    '按保健品计件。',
    'Counted as supplements.',
  ]),
  f('glucosamine', ['氨糖软骨素', 'Glucosamine and chondroitin'], ['氨糖', 'glucosamine', '维骨力', '关节灵'], 'allowed', FH, SUPP_LIMIT, [
    '按保健品计件。',
    'Counted as supplements.',
  ]),
  f(
    'green_lipped_mussel',
    ['青口素(绿唇贻贝)', 'Green-lipped mussel capsules'],
    ['青口素', '绿唇贻贝', 'green lipped mussel', 'GLM'],
    'allowed',
    FH,
    SUPP_LIMIT,
    ['冻干粉胶囊成品可寄;生鲜或冷冻青口禁止寄递。', 'Freeze-dried capsules are fine; fresh or frozen mussels are prohibited.'],
  ),
  f(
    'sheep_placenta',
    ['羊胎素', 'Sheep placenta capsules'],
    ['羊胎盘', '胎盘素', 'placenta', 'sheep placenta'],
    'restricted',
    FH,
    ['同款最多2瓶', 'At most 2 bottles of one product'],
    [
      '动物源性保健品,海关查验时可能要求说明成分;须为标签完整的成品胶囊(公司规定同款最多2瓶)。',
      'An animal-derived supplement: customs may ask about it; finished, fully labelled capsules only, at most 2 of one product (company rule).',
    ],
  ),
  f(
    'deer_velvet_capsules',
    ['鹿茸胶囊', 'Deer velvet capsules'],
    ['鹿茸', 'deer velvet', 'velvet antler'],
    'restricted',
    FH,
    ['同款最多2瓶', 'At most 2 bottles of one product'],
    [
      '仅收标签完整的成品胶囊或片剂;整支、切片鹿茸属动物源性中药材,禁止寄递。',
      'Finished, labelled capsules or tablets only; whole or sliced velvet is an animal-derived medicine material and prohibited.',
    ],
  ),
  f('grape_seed', ['葡萄籽', 'Grape seed extract'], ['葡萄籽', 'grape seed', 'OPC'], 'allowed', FH, SUPP_LIMIT, [
    '按保健品计件。',
    'Counted as supplements.',
  ]),
  f('coq10', ['辅酶Q10', 'Coenzyme Q10'], ['Q10', 'CoQ10', '辅酶'], 'allowed', FH, SUPP_LIMIT, [
    '按保健品计件。',
    'Counted as supplements.',
  ]),
  f('probiotics', ['益生菌', 'Probiotics'], ['益生菌', 'probiotics', 'Life-Space', 'Inner Health'], 'allowed', FH, SUPP_LIMIT, [
    '需冷藏的产品运输途中无法冷链,请选择常温型。',
    'We cannot keep products refrigerated in transit: choose shelf-stable ones.',
  ]),
  f('lutein', ['叶黄素', 'Lutein'], ['叶黄素', 'lutein', '护眼'], 'allowed', FH, SUPP_LIMIT, ['按保健品计件。', 'Counted as supplements.']),
  f('cranberry', ['蔓越莓胶囊', 'Cranberry capsules'], ['蔓越莓', 'cranberry'], 'allowed', FH, SUPP_LIMIT, [
    '按保健品计件。',
    'Counted as supplements.',
  ]),
  f(
    'milk_thistle',
    ['奶蓟草护肝片', 'Milk thistle (liver tonic)'],
    ['奶蓟', '护肝片', 'milk thistle', 'liver detox'],
    'allowed',
    FH,
    SUPP_LIMIT,
    ['按保健品计件。', 'Counted as supplements.'],
  ),
  f('evening_primrose', ['月见草油', 'Evening primrose oil'], ['月见草', 'evening primrose', 'EPO'], 'allowed', FH, SUPP_LIMIT, [
    '按保健品计件。',
    'Counted as supplements.',
  ]),
  f(
    'kids_gummies',
    ['儿童维生素软糖', "Kids' vitamin gummies"],
    ['小熊糖', '软糖维生素', 'gummies', "Nature's Way Kids Smart", '儿童'],
    'allowed',
    FH,
    SUPP_LIMIT,
    SUMMER,
  ),
  f('spirulina', ['螺旋藻', 'Spirulina'], ['螺旋藻', 'spirulina'], 'allowed', FH, SUPP_LIMIT, [
    '按保健品计件。',
    'Counted as supplements.',
  ]),
  f('collagen', ['胶原蛋白', 'Collagen'], ['胶原蛋白', 'collagen', '胶原蛋白粉', '胶原蛋白口服液'], 'allowed', FH, SUPP_LIMIT, [
    '口服液单支不超过50ml,整盒按1件计。',
    'Drinkable vials up to 50 ml each; a box counts as one item.',
  ]),
  f(
    'kiwifruit_capsules',
    ['奇异果酵素/奇异果粉胶囊', 'Kiwifruit powder capsules'],
    ['奇异果粉', 'kiwi', 'Kiwi Crush', '酵素'],
    'allowed',
    FH,
    SUPP_LIMIT,
    ['干粉或胶囊可寄;新鲜奇异果禁止。', 'Powder and capsules are fine; fresh kiwifruit is prohibited.'],
  ),

  // ---------------------------------------------------------------- snacks and sweets
  f('tim_tam', ['Tim Tam巧克力饼干', 'Tim Tam biscuits'], ['TimTam', '天天', "Arnott's", '雅乐思'], 'allowed', FH, FOOD_LIMIT, SUMMER),
  f(
    'chocolate',
    ['巧克力', 'Chocolate'],
    ['巧克力', "Whittaker's", '惠塔克', 'Cadbury', '吉百利', 'chocolate'],
    'allowed',
    FH,
    FOOD_LIMIT,
    SUMMER,
  ),
  f(
    'pineapple_lumps',
    ['菠萝糖(Pineapple Lumps)', 'Pineapple Lumps'],
    ['菠萝糖', 'Pineapple Lumps', 'Pascall'],
    'allowed',
    FH,
    FOOD_LIMIT,
    SUMMER,
  ),
  f(
    'lollies',
    ['软糖、糖果', 'Lollies and sweets'],
    ['软糖', 'lollies', 'Allens', 'Jet Planes', '糖果', 'jelly beans'],
    'allowed',
    FH,
    FOOD_LIMIT,
    ['原厂密封包装。', 'Factory sealed.'],
  ),
  f(
    'arnotts_biscuits',
    ["饼干(Arnott's等)", "Biscuits (Arnott's and others)"],
    ['饼干', 'biscuits', "Arnott's", "Griffin's", 'Shapes'],
    'allowed',
    FH,
    FOOD_LIMIT,
    ['易碎,建议整箱加填充物。', 'Fragile: pad the box well.'],
  ),
  f('anzac_biscuits', ['澳新燕麦饼干(ANZAC)', 'ANZAC biscuits'], ['ANZAC', '燕麦饼干'], 'allowed', FH, FOOD_LIMIT, [
    '原厂包装。',
    'In retail packaging.',
  ]),
  f(
    'muesli_bars',
    ['燕麦能量棒', 'Muesli and protein bars'],
    ['能量棒', 'muesli bar', 'protein bar', '蛋白棒'],
    'allowed',
    FH,
    FOOD_LIMIT,
    ['按食品计件。', 'Counted as packaged food.'],
  ),
  f('dried_fruit', ['果干', 'Dried fruit'], ['果干', 'dried fruit', '杏干', '葡萄干', '芒果干'], 'allowed', FH, FOOD_LIMIT, [
    '须原厂密封,散装称重的不收。',
    'Factory sealed; loose weighed fruit is refused.',
  ]),
  f('freeze_dried_fruit', ['冻干水果', 'Freeze-dried fruit'], ['冻干', 'freeze dried', '冻干草莓'], 'allowed', FH, FOOD_LIMIT, [
    '按食品计件。',
    'Counted as packaged food.',
  ]),
  f('macadamia', ['夏威夷果', 'Macadamia nuts'], ['夏威夷果', '澳洲坚果', 'macadamia'], 'allowed', FH, FOOD_LIMIT, [
    '烘焙或调味的密封包装可寄;带壳生果不收(公司规定,可能被视为种子)。',
    'Roasted or flavoured sealed packs are fine; raw nuts in the shell are refused (company rule: they may count as seeds).',
  ]),
  f(
    'mixed_nuts',
    ['坚果(杏仁、腰果等)', 'Nuts (almonds, cashews and others)'],
    ['坚果', 'nuts', '杏仁', '腰果', 'almonds'],
    'allowed',
    FH,
    FOOD_LIMIT,
    ['熟制密封包装;生的带壳坚果不收。', 'Roasted and sealed; raw nuts in shell are refused.'],
  ),
  f('chips', ['薯片', 'Potato chips'], ['薯片', 'chips', 'Kettle', 'Bluebird', "Smith's"], 'allowed', FH, FOOD_LIMIT, [
    '体积大,按体积重计费。',
    'Bulky: priced by volumetric weight.',
  ]),
  f(
    'chia_seeds',
    ['奇亚籽', 'Chia seeds'],
    ['奇亚籽', 'chia', '鼠尾草籽'],
    'restricted',
    FH,
    ['每箱最多1袋', 'At most 1 bag per box'],
    [
      '生奇亚籽具有发芽能力,海关可能按种子截留;仅收原厂密封食用包装,风险由客户承担。',
      "Raw chia can sprout and customs may hold it as seeds; sealed food packs only, at the customer's risk.",
    ],
  ),
  f('vegemite', ['维吉麦/马麦酱', 'Vegemite and Marmite'], ['Vegemite', 'Marmite', '酵母酱', '马麦'], 'allowed', FH, FOOD_LIMIT, [
    '玻璃瓶请加气泡膜。',
    'Bubble-wrap glass jars.',
  ]),
  f('peanut_butter', ['花生酱', 'Peanut butter'], ['花生酱', 'peanut butter', "Pic's"], 'allowed', FH, FOOD_LIMIT, [
    '按食品计件。',
    'Counted as packaged food.',
  ]),
  f('jam', ['果酱', 'Jam'], ['果酱', 'jam', "Barker's"], 'allowed', FH, FOOD_LIMIT, ['玻璃瓶请加气泡膜。', 'Bubble-wrap glass jars.']),
  f(
    'hot_chocolate',
    ['热巧克力粉/美禄', 'Hot chocolate and Milo'],
    ['美禄', 'Milo', 'hot chocolate', '可可粉'],
    'allowed',
    FH,
    FOOD_LIMIT,
    ['原厂密封罐装。', 'Sealed tins.'],
  ),

  // ---------------------------------------------------------------- drinks, breakfast, pantry
  f(
    'coffee_beans',
    ['咖啡豆(烘焙)', 'Coffee beans (roasted)'],
    ['咖啡豆', 'coffee beans', 'Allpress', 'Havana'],
    'allowed',
    FH,
    FOOD_LIMIT,
    ['仅收烘焙熟豆;咖啡生豆属植物种子,不收。', 'Roasted beans only; green coffee beans are seeds and are refused.'],
  ),
  f(
    'instant_coffee',
    ['速溶咖啡/咖啡粉', 'Instant and ground coffee'],
    ['速溶咖啡', 'instant coffee', '咖啡粉', '咖啡胶囊', 'Nespresso'],
    'allowed',
    FH,
    FOOD_LIMIT,
    ['原厂密封。', 'Factory sealed.'],
  ),
  f('tea', ['茶叶', 'Tea'], ['茶叶', 'tea', 'Dilmah', '红茶', '绿茶', 'T2'], 'allowed', FH, FOOD_LIMIT, [
    '原厂密封包装。',
    'Factory sealed.',
  ]),
  f('herbal_tea', ['花草茶', 'Herbal tea'], ['花草茶', 'herbal tea', '麦卢卡茶'], 'allowed', FH, FOOD_LIMIT, [
    '含种子的花草茶可能被查验。',
    'Herbal teas that contain seeds may be inspected.',
  ]),
  f('oats', ['燕麦片', 'Rolled oats'], ['燕麦', 'oats', 'porridge', 'Harraways'], 'allowed', FH, FOOD_LIMIT, [
    '按食品计件。',
    'Counted as packaged food.',
  ]),
  f(
    'weet_bix',
    ['麦片(Weet-Bix等)', 'Breakfast cereal (Weet-Bix and others)'],
    ['Weet-Bix', '维多麦', 'cereal', '麦片', 'muesli'],
    'allowed',
    FH,
    FOOD_LIMIT,
    ['体积大,按体积重计费。', 'Bulky: priced by volumetric weight.'],
  ),
  f(
    'olive_oil',
    ['橄榄油/牛油果油', 'Olive and avocado oil'],
    ['橄榄油', '牛油果油', 'olive oil', 'avocado oil'],
    'restricted',
    FH,
    ['每箱最多2瓶,单瓶不超过500ml', 'At most 2 bottles a box, 500 ml each'],
    [
      '须原厂密封并防漏包装;漏油造成的损失不赔(公司规定)。',
      'Factory sealed and packed against leaks; leaks are not compensated (company rule).',
    ],
  ),
  f('dried_mushrooms', ['干香菇等干制菌类', 'Dried mushrooms'], ['干香菇', 'dried mushrooms', '菌菇'], 'allowed', FH, FOOD_LIMIT, [
    '原厂密封;新鲜菌菇禁止。',
    'Factory sealed; fresh mushrooms are prohibited.',
  ]),
  f('dried_seaweed', ['干海带、紫菜', 'Dried seaweed'], ['海带', '紫菜', 'seaweed', 'kelp'], 'allowed', FH, FOOD_LIMIT, [
    '按食品计件。',
    'Counted as packaged food.',
  ]),
  f(
    'dried_sea_cucumber',
    ['干海参', 'Dried sea cucumber'],
    ['海参', 'sea cucumber', '干货'],
    'restricted',
    FH,
    ['每箱最多500g', 'At most 500 g per box'],
    [
      '干制水产品不在禁止之列,但须原厂密封并有标签;价值较高,请保价并注意人民币1000元限值。',
      'Dried aquatic products are allowed, factory sealed and labelled; they are valuable, so insure them and mind the CNY 1000 limit.',
    ],
  ),
  f(
    'canned_abalone',
    ['鲍鱼罐头', 'Canned abalone'],
    ['鲍鱼', 'abalone', 'paua', '罐头'],
    'allowed',
    FH,
    ['每箱最多4罐', 'At most 4 cans per box'],
    ['熟制罐头可寄;新鲜或冷冻鲍鱼禁止。', 'Cooked, canned abalone is fine; fresh or frozen abalone is prohibited.'],
  ),
  f(
    'canned_bird_nest',
    ['罐装即食燕窝', "Canned bird's nest"],
    ['燕窝', 'bird nest'],
    'allowed',
    FH,
    ['每箱最多6瓶', 'At most 6 jars per box'],
    ['只收经商业无菌处理的罐装产品;干燕窝禁止。', 'Commercially sterilised jars only; dried nest is prohibited.'],
  ),

  // ---------------------------------------------------------------- baby food
  f('baby_cereal', ['婴儿米粉', 'Baby rice cereal'], ['米粉', 'baby cereal', 'Heinz', '亨氏', "Rafferty's"], 'allowed', FH, FOOD_LIMIT, [
    '原厂密封。',
    'Factory sealed.',
  ]),
  f(
    'baby_pouches',
    ['果泥袋(纯果蔬)', 'Fruit and vegetable pouches'],
    ['果泥', 'pouches', "Rafferty's Garden", 'Only Organic', '菜泥'],
    'allowed',
    FH,
    FOOD_LIMIT,
    ['只收不含肉、蛋、奶的纯果蔬泥。', 'Fruit and vegetable only: no meat, egg or dairy.'],
  ),
  f(
    'baby_meat_pouches',
    ['含肉辅食', 'Baby food with meat'],
    ['肉泥', '含肉辅食', 'meat pouches'],
    'prohibited',
    NONE,
    NO_LIMIT,
    PROHIBITED_MEAT,
  ),
  f('teething_rusks', ['磨牙饼干', 'Teething rusks'], ['磨牙棒', 'rusks', 'Farex'], 'allowed', FH, FOOD_LIMIT, [
    '按食品计件。',
    'Counted as packaged food.',
  ]),

  // ---------------------------------------------------------------- alcohol
  f(
    'wine',
    ['葡萄酒', 'Wine'],
    ['红酒', '白葡萄酒', '长相思', 'Sauvignon Blanc', 'Shiraz', 'Penfolds', '奔富', 'wine'],
    'restricted',
    SENS,
    ['每箱最多2瓶750ml,酒精度24%以下', 'At most two 750 ml bottles, under 24% ABV'],
    [
      '仅限敏感货线,税率50%由收件人缴纳;须用防震酒瓶包装(公司规定)。',
      'Sensitive goods line only; 50% tax paid by the recipient; shock-proof bottle packs required (company rule).',
    ],
  ),
  f('spirits', ['烈酒', 'Spirits'], ['白酒', '威士忌', '伏特加', 'whisky', 'vodka', 'gin', 'spirits'], 'prohibited', NONE, NO_LIMIT, [
    '酒精度超过24%属于航空易燃液体,不能空运。',
    'Over 24% ABV is a flammable liquid in air transport and cannot fly.',
  ]),
  f('beer', ['啤酒', 'Beer'], ['啤酒', 'beer', 'cider', '苹果酒'], 'prohibited', NONE, NO_LIMIT, [
    '含气饮料受压易胀裂,本公司不收(公司规定)。',
    'Carbonated drinks can burst under pressure; we do not accept them (company rule).',
  ]),

  // ---------------------------------------------------------------- prohibited foods
  f(
    'jerky',
    ['牛肉干/羊肉干', 'Beef and lamb jerky'],
    ['牛肉干', '肉干', 'jerky', 'biltong'],
    'prohibited',
    NONE,
    NO_LIMIT,
    PROHIBITED_MEAT,
  ),
  f(
    'sausages',
    ['香肠、火腿、培根', 'Sausages, ham and bacon'],
    ['香肠', '火腿', '培根', 'salami', 'ham', 'bacon'],
    'prohibited',
    NONE,
    NO_LIMIT,
    PROHIBITED_MEAT,
  ),
  f(
    'canned_meat',
    ['肉类罐头', 'Canned meat'],
    ['午餐肉', 'canned meat', 'corned beef', '肉罐头'],
    'prohibited',
    NONE,
    NO_LIMIT,
    PROHIBITED_MEAT,
  ),
  f(
    'fresh_meat',
    ['新鲜或冷冻肉类', 'Fresh or frozen meat'],
    ['羊排', '牛排', 'lamb', 'beef', 'venison', '鹿肉'],
    'prohibited',
    NONE,
    NO_LIMIT,
    PROHIBITED_MEAT,
  ),
  f(
    'pet_food',
    ['含肉宠物食品', 'Pet food with meat'],
    ['猫粮', '狗粮', 'ZIWI', '滋益巅峰', 'pet food', '宠物零食'],
    'prohibited',
    NONE,
    NO_LIMIT,
    [
      '含动物成分的宠物食品属于动物源性饲料和肉制品,禁止寄递。',
      'Pet food with animal ingredients is animal-origin feed and meat product: prohibited.',
    ],
  ),
  f(
    'kiwifruit',
    ['新鲜奇异果', 'Fresh kiwifruit'],
    ['奇异果', '猕猴桃', 'Zespri', '佳沛', 'kiwifruit'],
    'prohibited',
    NONE,
    NO_LIMIT,
    PROHIBITED_FRESH,
  ),
  f('cherries', ['车厘子', 'Cherries'], ['车厘子', '樱桃', 'cherries'], 'prohibited', NONE, NO_LIMIT, PROHIBITED_FRESH),
  f(
    'fresh_fruit',
    ['其他新鲜水果', 'Other fresh fruit'],
    ['苹果', '牛油果', '蓝莓', 'apples', 'avocado', 'blueberries', 'fruit'],
    'prohibited',
    NONE,
    NO_LIMIT,
    PROHIBITED_FRESH,
  ),
  f(
    'fresh_vegetables',
    ['新鲜蔬菜', 'Fresh vegetables'],
    ['蔬菜', 'vegetables', '土豆', '南瓜'],
    'prohibited',
    NONE,
    NO_LIMIT,
    PROHIBITED_FRESH,
  ),
  f('eggs', ['鸡蛋及蛋制品', 'Eggs and egg products'], ['鸡蛋', 'eggs', '蛋黄酱', 'mayonnaise'], 'prohibited', NONE, NO_LIMIT, [
    '蛋及其制品(含蛋黄酱)列入禁止寄递进境名录。',
    'Eggs and egg products, mayonnaise included, are prohibited.',
  ]),
  f(
    'fresh_seafood',
    ['新鲜或冷冻海鲜', 'Fresh or frozen seafood'],
    ['三文鱼', '青口', '生蚝', 'salmon', 'mussels', 'oysters', 'crayfish', '龙虾'],
    'prohibited',
    NONE,
    NO_LIMIT,
    ['生鲜水产品禁止寄递;干制、熟制罐头除外。', 'Fresh aquatic products are prohibited; dried or canned cooked ones are not.'],
  ),
  f('dried_bird_nest', ['干燕窝', "Dried bird's nest"], ['燕盏', '燕条', 'bird nest'], 'prohibited', NONE, NO_LIMIT, [
    '燕窝除商业无菌罐头外禁止寄递。',
    "Bird's nest is prohibited unless commercially sterilised and canned.",
  ]),
  f('deer_velvet_slices', ['鹿茸片', 'Deer velvet slices'], ['鹿茸片', '鹿茸', 'velvet slices'], 'prohibited', NONE, NO_LIMIT, [
    '动物源性中药材禁止寄递;成品胶囊见“鹿茸胶囊”。',
    'Animal-derived medicine material is prohibited; see "Deer velvet capsules" for finished products.',
  ]),
  f('seeds', ['种子', 'Seeds'], ['花种', '菜种', 'seeds', '种子'], 'prohibited', NONE, NO_LIMIT, [
    '具有繁殖能力的种子禁止寄递。',
    'Seeds that can grow are prohibited.',
  ]),
  f('green_coffee', ['咖啡生豆', 'Green coffee beans'], ['生豆', 'green coffee'], 'prohibited', NONE, NO_LIMIT, [
    '未烘焙的咖啡豆可发芽,按植物种子处理。',
    'Unroasted beans can germinate and count as seeds.',
  ]),
];
