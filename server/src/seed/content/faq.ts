import type { FaqCategory, FaqEntry } from './types';

/** Frequently asked questions, grouped by category for the "Ask a question" page. */
const q = (code: string, category: FaqCategory, question: [string, string], answer: [string, string]): Omit<FaqEntry, 'sort'> => ({
  code,
  category,
  question: { zh: question[0], en: question[1] },
  answer: { zh: answer[0], en: answer[1] },
});

const ROWS = [
  // ---------------------------------------------------------------- account
  q(
    'member-code',
    'account',
    ['会员号是什么?在哪里看?', 'What is my member code and where do I find it?'],
    [
      '会员号是仓库识别您包裹的唯一编号,注册后自动生成,在“我的”页面顶部和“仓库地址”页都能看到。网购时请把会员号写在收件人姓名和地址第一行。',
      'Your member code is the unique number the warehouse uses to recognise your parcels. It is created when you register and shown at the top of "Mine" and on the "Warehouse address" page. Put it in the recipient name and the first address line when you shop.',
    ],
  ),
  q(
    'change-phone',
    'account',
    ['换了手机号怎么办?', 'I changed my phone number. What now?'],
    [
      '在“个人信息”中用旧号码验证后绑定新号码;旧号码已停用的,请联系客服并提供注册时的身份信息人工更换。会员号不会改变。',
      'Under "Profile", verify with the old number and bind the new one. If the old number no longer works, contact customer service with your registration details to change it by hand. Your member code stays the same.',
    ],
  ),
  q(
    'two-sites',
    'account',
    ['新西兰站和澳洲站可以用同一个账号吗?', 'Can I use one account on both the New Zealand and Australia sites?'],
    [
      '可以用同一手机号登录两个站点,但两个站点的会员号、钱包、公斤卡和优惠券相互独立,币种分别为纽币和澳币。',
      'Yes, one mobile number signs in to both, but each site has its own member code, wallet, kilogram cards and coupons, in NZD and AUD respectively.',
    ],
  ),
  q(
    'agent',
    'account',
    ['怎样成为代理赚佣金?', 'How do I become an agent and earn commission?'],
    [
      '在“我的-代理中心”提交申请,审核通过后获得邀请码和海报。通过您的邀请码注册的客户支付运费后,您获得相应佣金,运单签收后佣金转为可提现。',
      'Apply under "Mine – Agent centre"; once approved you get an invite code and poster. When customers who registered with your code pay freight, you earn commission, which becomes withdrawable after the waybill is delivered.',
    ],
  ),

  // ---------------------------------------------------------------- shipping
  q(
    'pre-declare',
    'shipping',
    ['为什么要预报包裹?不预报会怎样?', "Why pre-declare parcels? What if I don't?"],
    [
      '预报后,包裹到仓会按快递单号自动入库到您的账户。未预报且地址上没有会员号的包裹会变成“无人认领”件,需要您凭单号和购物凭证认领,会耽误时间,超过90天可能被处置。',
      'A declared parcel is checked in to your account by its tracking number as soon as it arrives. A parcel with no declaration and no member code becomes "unclaimed": you then claim it with the tracking number and proof of purchase, which takes time, and after 90 days it may be disposed of.',
    ],
  ),
  q(
    'chargeable-weight',
    'shipping',
    ['运费怎么计算?什么是体积重?', 'How is freight calculated? What is volumetric weight?'],
    [
      '计费重量取实际重量和体积重量中较大的一个。体积重量(克)=长×宽×高(毫米)÷线路体积系数,例如40×30×20厘米的箱子按系数6000计算为4kg。首重以外按续重单位向上取整。轻泡货(如薯片、羊毛被)建议选择去除外包装。',
      "The chargeable weight is the greater of actual and volumetric weight. Volumetric grams = length × width × height in millimetres ÷ the line's divisor: a 40 × 30 × 20 cm box at divisor 6000 counts as 4 kg. After the first weight, weight rounds up to the line's step. For bulky light goods (chips, wool duvets) consider removing retail packaging.",
    ],
  ),
  q(
    'combine',
    'shipping',
    ['可以把多个包裹合成一箱吗?', 'Can I combine several parcels into one box?'],
    [
      '可以。在“我的包裹”中勾选已入库的多个包裹申请打包即可合箱,但所有物品须属于同一线路可收的类别,并且合计申报价值不超过线路限值(个人物品线路为人民币1000元)。',
      'Yes. Tick several parcels that are in the warehouse under "My parcels" and ask for packing. Everything must be accepted by the same line, and the total declared value must stay within the line\'s limit (CNY 1000 on personal goods lines).',
    ],
  ),
  q(
    'transit',
    'shipping',
    ['寄回国内要多久?', 'How long does delivery to China take?'],
    [
      '普货快线约4–9个工作日,经济线约8–18个工作日,奶粉和食品保健品线约7–15个工作日(均从发出算起)。海关查验、春节等节假日会延长时效。',
      'Express general lines take about 4–9 working days, economy lines 8–18, milk powder and food lines 7–15, counted from dispatch. Customs inspection and holidays such as Chinese New Year add time.',
    ],
  ),
  q(
    'storage',
    'shipping',
    ['包裹可以在仓库放多久?', 'How long can parcels stay in the warehouse?'],
    [
      '入库后免费存放30天,之后每个包裹每天收取NZ$0.50/A$0.50仓储费。超过90天未处理并经提醒后仍不处理的,视为放弃。',
      'Thirty days free from arrival; after that NZ$0.50 / A$0.50 per parcel per day. Parcels left over 90 days and still untouched after reminders are treated as abandoned.',
    ],
  ),
  q(
    'battery',
    'shipping',
    ['手机、电动牙刷可以寄吗?充电宝呢?', 'Can I send a phone or an electric toothbrush? A power bank?'],
    [
      '内置电池的设备可以走敏感货线,每箱最多2台,须关机。充电宝和单独的电池属于航空禁运品,任何线路都不能寄。',
      'Devices with built-in batteries can go on the sensitive goods line, at most 2 per box, switched off. Power banks and loose batteries are forbidden in air cargo and no line can take them.',
    ],
  ),
  q(
    'milk-tins',
    'shipping',
    ['奶粉一箱能寄几罐?', 'How many tins of milk powder per box?'],
    [
      '新西兰站奶粉6罐包税线每箱最多6罐(跨境电商BC清关),澳洲站奶粉3罐包税线每箱最多3罐(个人物品清关);与其他食品混装时最多2罐。这些是线路和公司规定,不是法律条文,目的是保证顺利清关。',
      'On the New Zealand site the 6-tin duty-included line takes up to 6 tins a box (cross-border e-commerce clearance); on the Australia site the 3-tin line takes up to 3 (personal goods clearance); in a mixed food box at most 2. These are line and company rules, not law, set so that boxes clear smoothly.',
    ],
  ),
  q(
    'self-pickup',
    'shipping',
    ['可以自己把包裹送到网点吗?', 'Can I drop parcels off myself?'],
    [
      '可以。在“自提预约”选择网点和时段,到店出示预约二维码即可交寄或取件。网点地址和营业时间见“仓库地址”页。',
      'Yes. Book a depot and time under "Self-pickup", then show the booking QR code at the counter to drop off or collect. Depot addresses and hours are on the "Warehouse address" page.',
    ],
  ),

  // ---------------------------------------------------------------- customs
  q(
    'cny-1000',
    'customs',
    ['为什么申报价值不能超过1000元人民币?', 'Why can the declared value not exceed CNY 1000?'],
    [
      '中国海关规定,个人从境外寄给境内的物品每次限值为人民币1000元,超出须退运或按货物报关。例外是包裹内只有一件不可分割的物品(如一台相机),经海关审核确属自用可按个人物品放行,但要全额缴税。请按实际价格申报,超过限值请分箱寄送。',
      'Chinese customs limit personal goods posted into China to CNY 1000 per parcel; above that the parcel must be returned or cleared as commercial goods. The exception is a parcel holding one indivisible item (such as a camera), which may clear as personal goods if customs accept it is for own use, with full duty paid. Declare the real price, and split goods over the limit into several boxes.',
    ],
  ),
  q(
    'id-number',
    'customs',
    ['为什么要填写收件人身份证号?', "Why do you need the recipient's ID number?"],
    [
      '中国海关对个人物品和跨境电商包裹实行实名申报,要求收件人姓名、身份证号和手机号一致。信息只用于清关,身份证照片最长保存12个月。',
      "Chinese customs require real-name declarations for personal and cross-border e-commerce parcels: the recipient's name, ID number and mobile number must match. We use them only for clearance and keep ID photos at most 12 months.",
    ],
  ),
  q(
    'duty',
    'customs',
    ['被海关征税了怎么办?谁来付?', 'Customs charged duty. Who pays?'],
    [
      '“包税”线路(奶粉、食品保健品、化妆品线)的税费由我们承担,您无需支付。其他线路被征税时,由收件人按海关或派送公司的短信通知缴纳。个人物品应征税额在人民币50元及以下的,海关免征。',
      "On duty-included lines (milk powder, food and health, cosmetics) we pay the duty and you pay nothing. On other lines the recipient pays as instructed by customs or the courier's text message. Customs waive duty of CNY 50 or less on personal goods.",
    ],
  ),
  q(
    'tax-rates',
    'customs',
    ['行邮税税率是多少?', 'What are the personal postal tax rates?'],
    [
      '现行税率分三档:13%(食品、保健品、书籍、电子产品、玩具、家居用品等)、20%(服装、鞋包、运动用品及其他)、50%(烟酒、高档化妆品、贵重首饰、高档手表、高尔夫用品)。税额=完税价格×税率。',
      'There are three bands: 13% (food, supplements, books, electronics, toys, household goods), 20% (clothing, shoes, bags, sports goods and anything else), and 50% (tobacco, alcohol, high-end cosmetics, fine jewellery, premium watches, golf gear). Tax = dutiable value × rate.',
    ],
  ),
  q(
    'inspection',
    'customs',
    ['包裹被海关查验了会怎样?', 'What happens when customs inspect my parcel?'],
    [
      '查验是随机或风险布控的正常程序。如需补充购物凭证或身份证照片,我们会通知您,请在3个工作日内提供。申报真实、物品合规的包裹查验后会正常放行,通常延误2–5个工作日。',
      'Inspection is a normal random or risk-based check. If receipts or ID photos are needed we will ask; please send them within 3 working days. Truthfully declared, compliant parcels are released after inspection, usually 2–5 working days later.',
    ],
  ),

  // ---------------------------------------------------------------- payment
  q(
    'payment-methods',
    'payment',
    ['可以用哪些方式付款?', 'How can I pay?'],
    [
      '支持钱包余额、公斤卡抵扣、优惠券,以及微信支付(小程序和微信内浏览器)和银行卡支付。每张运单限用一张优惠券。',
      "Wallet balance, kilogram cards, coupons, WeChat Pay (in the mini-program and WeChat's browser) and card payments. One coupon per waybill.",
    ],
  ),
  q(
    'kg-card',
    'payment',
    ['公斤卡怎么用?会过期吗?', 'How do kilogram cards work? Do they expire?'],
    [
      '公斤卡按克数抵扣指定线路的计费重量,支付运单时可选择使用,不足部分用其他方式补足。公斤卡有有效期(一般12个月),过期后剩余重量作废,请在“公斤卡”页查看。',
      'A kilogram card covers chargeable weight in grams on the lines it names; choose it when paying and pay any remainder another way. Cards expire (usually after 12 months) and unused weight then lapses; see the "Kilogram card" page.',
    ],
  ),
  q(
    'invoice',
    'payment',
    ['可以开发票吗?', 'Can I get a tax invoice?'],
    [
      '已支付的运单可在运单详情中申请发票,我们会生成含GST信息的电子税务发票(PDF),通常1个工作日内可下载。',
      'For a paid waybill, ask for an invoice in the waybill details; we issue an electronic tax invoice (PDF) with GST details, usually ready within 1 working day.',
    ],
  ),

  // ---------------------------------------------------------------- claims
  q(
    'claim-how',
    'claims',
    ['包裹破损或少件怎么索赔?', 'How do I claim for damage or missing items?'],
    [
      '签收后48小时内在运单详情点击“售后理赔”,选择类型并上传开箱视频、外包装照片、破损物品照片和购物凭证,7天内提交齐全。审核通过后赔款进入钱包。',
      'Within 48 hours of delivery, open the waybill and tap "After-sales claim", pick the type and upload the unboxing video, box photos, photos of the damaged items and proof of purchase, all within 7 days. Approved compensation goes to your wallet.',
    ],
  ),
  q(
    'claim-cap',
    'claims',
    ['没有保价最多能赔多少?', 'How much is paid without insurance?'],
    [
      '未保价运单最高按运费的3倍赔偿,且每票不超过NZ$100/A$100;整票丢失时另退运费。贵重物品请务必保价。',
      'An uninsured waybill is paid at most 3 times the freight and no more than NZ$100 / A$100; freight is also refunded if the whole waybill is lost. Insure anything valuable.',
    ],
  ),
  q(
    'customs-seized',
    'claims',
    ['被海关没收可以赔吗?', 'Is a parcel seized by customs compensated?'],
    [
      '因申报不实、超出限值或夹带禁止物品被海关扣留、退运或没收的,不在赔偿范围内。因我们的申报操作错误造成的,按理赔规则处理。',
      'No, if it was held, returned or seized because of a false declaration, exceeded limits or prohibited goods. If our own declaration error caused it, it is handled under the claim rules.',
    ],
  ),

  // ---------------------------------------------------------------- returns
  q(
    'return-shop',
    'returns',
    ['包裹已入库,还能退回给商家吗?', 'My parcel is in the warehouse. Can it go back to the shop?'],
    [
      '可以。在“我的包裹”中对未打包的包裹申请退货,上传商家的退货标签或填写退货地址,支付退货服务费(含本地快递费)后,仓库在2个工作日内寄出并提供单号。',
      'Yes. Under "My parcels", request a return for a parcel not yet packed, upload the shop\'s return label or enter its return address and pay the return fee (local courier included); the warehouse sends it within 2 working days and gives you the tracking number.',
    ],
  ),
  q(
    'return-refused',
    'returns',
    ['收件人拒收的包裹会怎样?', 'What happens when the recipient refuses a parcel?'],
    [
      '拒收的运单会退回,我们通知您后保存30天。退回和再次派送的费用由寄件人承担,逾期未处理按弃件处理。',
      'A refused waybill comes back; we keep it for 30 days after telling you. Return and redelivery costs fall on the sender; after 30 days it is treated as abandoned.',
    ],
  ),
];

export const FAQ: readonly FaqEntry[] = ROWS.map((row, i) => ({ ...row, sort: (i + 1) * 10 }));
