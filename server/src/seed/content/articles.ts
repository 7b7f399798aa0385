import type { Activity, Clause, Guide, LegalDocument } from './types';

/**
 * Long-form content: the transport protocol customers sign before their first waybill, the packing claim
 * rules (compensation standards), the user guide and the promotions. Amounts are written for both sites
 * (NZ$ for site 1, A$ for site 2). Limits that are company policy rather than law say so in the text.
 */

const c = (no: number, titleZh: string, titleEn: string, zh: string, en: string): Clause => ({
  no,
  title: { zh: titleZh, en: titleEn },
  body: { zh, en },
});

export const TRANSPORT_PROTOCOL: LegalDocument = {
  code: 'transport_protocol',
  version: '2026.1',
  effectiveDate: '2026-01-01',
  title: { zh: '国际包裹转运服务协议', en: 'International Parcel Forwarding Service Agreement' },
  preamble: {
    zh: '本协议由您(“客户”)与本公司(新西兰站与澳大利亚站的运营方,下称“本公司”)订立,适用于您通过本应用使用的仓库收货、合箱打包、国际运输、清关代理及中国境内派送服务。您在首次提交运单前须阅读并手写签署本协议;签署即表示您已理解并同意全部条款。',
    en: 'This agreement is between you (the "Customer") and us, the operator of the New Zealand and Australia sites (the "Company"). It covers the warehouse receiving, consolidation and packing, international carriage, customs clearance agency and delivery in China that you use through this app. You must read and sign it by hand before your first waybill; by signing you confirm you understand and accept every clause.',
  },
  clauses: [
    c(
      1,
      '适用范围与定义',
      'Scope and definitions',
      '1.1 本协议适用于客户通过本公司新西兰站(站点1)和澳大利亚站(站点2)寄往中国大陆的全部包裹。寄往港澳台地区或其他国家的服务另行约定。\n1.2 “包裹”指客户寄送或网购送达本公司仓库的单件物品;“运单”指本公司为一次国际运输生成的、含一个或多个包裹的单据,以带校验位的运单号识别;“线路”指具有特定价格、清关方式和收寄范围的运输渠道。\n1.3 运单号、重量、尺寸以本公司仓库的称重和测量记录为准,记录附照片保存。',
      '1.1 This agreement covers every parcel a Customer sends to mainland China through the Company\'s New Zealand site (site 1) and Australia site (site 2). Service to Hong Kong, Macao, Taiwan or other countries is agreed separately.\n1.2 A "parcel" is one item sent or delivered by an online shop to our warehouse; a "waybill" is the document we create for one international shipment holding one or more parcels, identified by a waybill number with a check digit; a "line" is a transport channel with its own prices, clearance method and accepted goods.\n1.3 Waybill numbers, weights and dimensions are as recorded by our warehouse, with photos kept on file.',
    ),
    c(
      2,
      '协议的签署、版本与变更',
      'Signing, versions and changes',
      '2.1 客户在提交第一张运单前须在应用内手写签署本协议,本公司保存签署后的PDF文本,客户可随时在“运输协议”页面查看。\n2.2 本协议以版本号标识(本版本为2026.1)。本公司修改协议时,将至少提前14天在应用内公告;涉及客户权利义务的重大修改,须客户重新签署后方可提交新运单。已支付的运单适用支付时有效的版本。',
      '2.1 Before the first waybill the Customer signs this agreement by hand in the app; the Company keeps the signed PDF and the Customer can view it at any time on the "Transport agreement" page.\n2.2 Each version carries a number (this one is 2026.1). The Company announces changes in the app at least 14 days before they take effect; a material change to the Customer\'s rights or obligations must be signed again before a new waybill can be submitted. A paid waybill stays under the version in force when it was paid.',
    ),
    c(
      3,
      '如实申报义务',
      'Duty to declare truthfully',
      '3.1 客户须如实、完整地申报每一件物品的品名、品牌、规格、数量、单价和类别。申报价值应为实际购买价格;赠品按市场价值申报。\n3.2 低报、漏报、错报品名或价值,可能导致海关退运、补税、罚款或没收,由此产生的全部费用和后果由客户承担;本公司因此被处罚或产生额外费用的,有权向客户追偿。\n3.3 本公司可根据海关要求,代客户调整申报格式(例如统一品名写法),但不会替客户虚报价值。',
      "3.1 The Customer declares every item truthfully and completely: description, brand, size, quantity, unit price and category. The declared value is the actual price paid; free gifts are declared at market value.\n3.2 Understating, leaving out or misdescribing goods or values can lead customs to return, tax, fine or confiscate the parcel; every cost and consequence falls on the Customer, and the Company may recover from the Customer any penalty or cost it incurs as a result.\n3.3 The Company may adjust the format of a declaration to customs' requirements (for example standard product names) but will never misstate a value for the Customer.",
    ),
    c(
      4,
      '禁止与限制寄递物品',
      'Prohibited and restricted goods',
      '4.1 客户不得寄递中国法律禁止进境、新西兰或澳大利亚法律禁止出境、航空运输规定禁止承运或本公司“禁运物品”页面列明的物品,包括但不限于:单独锂电池和充电宝、易燃易爆物品、压力罐、肉类及肉制品、除奶粉外的乳制品、蛋类、新鲜水果蔬菜、种子、土壤、现金、武器、毒品及含管制成分的药物、仿冒商品。\n4.2 限制物品(如带电产品、液体、葡萄酒、保健品、奶粉)只能通过指定线路并在每箱数量限制内寄送。\n4.3 本公司有权(但无义务)开箱检查包裹。发现禁止物品的,本公司将其取出暂存并通知客户,客户须在14天内自提或付费退回,逾期视为放弃;依法须移交主管机关的,本公司将直接移交。因夹带禁止物品造成本公司或第三方损失的,由客户全额赔偿。',
      '4.1 The Customer must not send anything that China prohibits from entry, New Zealand or Australia prohibits from export, air transport rules forbid, or our "Prohibited goods" page lists, including: loose lithium batteries and power banks, flammable or explosive goods, aerosols, meat and meat products, dairy other than milk powder, eggs, fresh fruit and vegetables, seeds, soil, cash, weapons, narcotics and medicines with controlled ingredients, and counterfeit goods.\n4.2 Restricted goods (battery devices, liquids, wine, supplements, milk powder) may go only on the named lines and within each line\'s per-box limits.\n4.3 The Company may (but need not) open and inspect parcels. Prohibited goods found are taken out and held and the Customer is told; the Customer collects them or pays for their return within 14 days, after which they are treated as abandoned. Goods that the law requires to be handed to an authority are handed over directly. The Customer fully indemnifies the Company and third parties for loss caused by prohibited goods in a parcel.',
    ),
    c(
      5,
      '收件人实名认证',
      'Recipient real-name verification',
      '5.1 中国海关要求个人物品和跨境电商包裹提供收件人的真实姓名、居民身份证号码和手机号码,三者须一致。客户须确保所填信息真实,并已取得收件人同意本公司为清关目的使用其信息。\n5.2 部分线路(如奶粉BC线路)还需上传收件人身份证正反面照片,或由收件人在中国完成跨境电商平台的实名验证。\n5.3 因实名信息错误、不一致或收件人拒绝验证导致的清关延误、退运或额外费用,由客户承担。',
      "5.1 Chinese customs require the recipient's real name, resident ID card number and mobile number for personal goods and cross-border e-commerce parcels, and the three must match. The Customer ensures the details are true and that the recipient agrees to the Company using them for customs clearance.\n5.2 Some lines (such as the BC milk powder line) also need photos of both sides of the recipient's ID card, or the recipient's own real-name check on the cross-border e-commerce platform in China.\n5.3 Delays, returns or extra costs caused by wrong or mismatched real-name details, or by a recipient refusing verification, are borne by the Customer.",
    ),
    c(
      6,
      '清关与税费',
      'Customs clearance and duties',
      '6.1 本公司作为客户的代理人向中国海关办理申报。以个人物品(CC)方式清关的线路,每票申报价值不得超过人民币1000元;仅含一件不可分割物品的,经海关审核确属个人自用,可按个人物品放行。以跨境电商(BC)方式清关的线路,单笔交易不超过人民币5000元,个人年度交易总额不超过人民币26000元。\n6.2 个人物品应征进口税额在人民币50元(含)以下的,海关予以免征;超过的按行邮税税率(13%、20%、50%)计征。\n6.3 “包税”线路的进口税费由本公司承担;其他线路的税费由收件人按海关或派送公司通知缴纳。收件人拒绝缴税导致退运或弃件的,退运费、仓储费等由客户承担,已付运费不予退还。\n6.4 海关的估价、归类、征税和放行决定为海关的独立决定,本公司不对其结果作出保证。',
      '6.1 The Company files customs declarations in China as the Customer\'s agent. On lines cleared as personal goods (CC), the declared value of a parcel may not exceed CNY 1000; a parcel holding a single indivisible item may still clear as personal goods if customs accept that it is for own use. On lines cleared as cross-border e-commerce (BC), one order may not exceed CNY 5000 and a person\'s yearly total CNY 26000.\n6.2 Customs waive import tax on personal goods when the tax due is CNY 50 or less; above that it is charged at the postal tax rates (13%, 20% or 50%).\n6.3 On "duty included" lines the Company pays import duties; on other lines the recipient pays them as customs or the delivering courier instruct. If the recipient refuses to pay and the parcel is returned or abandoned, return and storage costs are borne by the Customer and freight already paid is not refunded.\n6.4 Customs valuation, classification, taxation and release are the independent decisions of customs; the Company does not guarantee their outcome.',
    ),
    c(
      7,
      '查验、扣留与没收',
      'Inspection, holds and confiscation',
      '7.1 海关、检疫、航空安检部门有权对包裹开箱查验、扣留、退运或没收。因此产生的延误不属于本公司违约。\n7.2 因客户申报不实、夹带禁止物品或超出限值被扣留、退运或没收的,本公司不承担赔偿责任,运费不退;退运产生的国际运费和仓储费由客户承担。\n7.3 非因客户原因被海关随机查验并最终放行的,本公司将协助提供所需材料,客户应在收到通知后3个工作日内提供购物凭证等资料。',
      '7.1 Customs, quarantine and aviation security may open, hold, return or confiscate a parcel. Delays they cause are not a breach by the Company.\n7.2 If a parcel is held, returned or confiscated because of a false declaration, prohibited goods or exceeded limits, the Company pays no compensation and does not refund freight; the Customer bears the international return freight and storage.\n7.3 If a parcel is selected at random and finally released, the Company helps with the paperwork; the Customer provides receipts and other documents within 3 working days of being asked.',
    ),
    c(
      8,
      '包装',
      'Packing',
      '8.1 本公司按“打包规则”合箱打包,默认使用新纸箱和缓冲材料,并在打包后拍照存档。客户可选择去除商品外包装以减轻重量,但去除原包装可能影响商品转售和退换货。\n8.2 玻璃瓶、陶瓷、液体、电子产品等易碎物品,客户应选择加固包装服务;未选择加固包装的易碎物品破损,按“打包理赔规则”可不予赔偿。\n8.3 为符合航空和线路要求,本公司有权对包装进行必要的调整或拆分为多票,并事先通知客户。',
      '8.1 The Company consolidates and packs to its "Packing rules", using new cartons and cushioning by default, and photographs every packed box. The Customer may ask for retail boxes to be removed to save weight, which may affect resale and shop returns.\n8.2 For glass, ceramics, liquids, electronics and other fragile goods the Customer should choose reinforced packing; fragile goods broken without it may not be compensated under the "Packing claim rules".\n8.3 To meet air and line requirements, the Company may adjust the packing or split a shipment into several waybills, telling the Customer first.',
    ),
    c(
      9,
      '费用、支付与仓储',
      'Charges, payment and storage',
      '9.1 运费按所选线路的价格计算:计费重量取实际重量与体积重量(长×宽×高毫米数÷线路体积系数,单位克)的较大者,不足线路最低计费重量的按最低计费重量计算,首重以外按续重单位向上取整。\n9.2 运单须在发出前付清,可使用钱包余额、公斤卡、优惠券或在线支付;每张运单限用一张优惠券。\n9.3 包裹入库后免费仓储30天,超出后每个包裹每天收取仓储费NZ$0.50(新西兰站)或A$0.50(澳洲站)。\n9.4 运输途中因线路或海关要求产生的合理额外费用(如复称超重、更换线路),本公司将列明后另行收取。',
      "9.1 Freight follows the chosen line's prices: the chargeable weight is the greater of actual weight and volumetric weight (length × width × height in millimetres ÷ the line's volumetric divisor, in grams), at least the line's minimum chargeable weight, and rounded up to the line's step after the first weight.\n9.2 A waybill is paid in full before dispatch, by wallet balance, kilogram card, coupon or online payment; one coupon per waybill.\n9.3 Parcels are stored free for 30 days after arrival; after that storage costs NZ$0.50 (New Zealand site) or A$0.50 (Australia site) per parcel per day.\n9.4 Reasonable extra charges that arise in transit from line or customs requirements (such as a re-weigh showing more weight, or a change of line) are itemised and charged separately.",
    ),
    c(
      10,
      '运输时效',
      'Transit times',
      '10.1 各线路页面所示时效为从发出到签收的参考工作日,不含海关查验、节假日(尤其是春节)、天气、航班调整等不可控因素造成的延误。\n10.2 时效不是本公司的承诺。除本公司故意或重大过失外,本公司不对延误承担赔偿责任。',
      '10.1 The transit times shown for each line are indicative working days from dispatch to delivery, not counting delays from customs inspection, holidays (Chinese New Year especially), weather, flight changes and other matters outside our control.\n10.2 Transit times are not promises. Except for wilful misconduct or gross negligence by the Company, no compensation is paid for delay.',
    ),
    c(
      11,
      '责任与赔偿限额',
      'Liability and limits of compensation',
      '11.1 本公司对运输期间(自仓库签收至中国收件人签收)包裹的丢失、破损和内件短少,按“打包理赔规则”赔偿。\n11.2 未保价运单每票最高按实际运费的3倍赔偿,且不超过NZ$100(新西兰站)或A$100(澳洲站),同时退还运费(丢失时);已保价运单按保价金额和实际损失赔偿,不超过该线路的保价上限。\n11.3 本公司不赔偿间接损失,包括利润损失、转售损失、汇率损失和精神损失。\n11.4 在法律允许的范围内,本条限额适用于本公司及其承运人、代理人。国际航空运输公约或强制性法律另有规定的,从其规定。本协议不排除客户依据新西兰《消费者保障法》(Consumer Guarantees Act 1993)或《澳大利亚消费者法》(Australian Consumer Law)享有的、依法不能以合同排除的权利。',
      '11.1 The Company compensates loss, damage and missing contents during carriage (from our warehouse receiving the parcel to the recipient in China signing for it) under the "Packing claim rules".\n11.2 For an uninsured waybill compensation is at most 3 times the freight paid and at most NZ$100 (New Zealand site) or A$100 (Australia site), with the freight refunded when the parcel is lost; for an insured waybill compensation follows the insured value and the actual loss, up to the line\'s insurance cap.\n11.3 The Company does not compensate indirect loss, including lost profit, resale loss, exchange-rate loss or distress.\n11.4 To the extent the law allows, these limits protect the Company and its carriers and agents. Where an international air carriage convention or mandatory law says otherwise, it prevails. Nothing in this agreement excludes rights under the New Zealand Consumer Guarantees Act 1993 or the Australian Consumer Law that cannot lawfully be excluded by contract.',
    ),
    c(
      12,
      '保价服务',
      'Insurance',
      '12.1 客户可在支付运费前为运单选择保价,保费按保价金额乘以线路费率计算(多数线路为3%,奶粉线为2%),设最低保费;支付后不能追加或修改保价。\n12.2 保价金额不得高于物品实际价值,并不得超过线路的保价上限;高于实际价值的部分无效,保费不退。\n12.3 理赔时本公司可要求提供购物凭证,无法证明价值的按申报价值赔偿。',
      "12.1 Before paying the freight the Customer may insure a waybill; the premium is the insured value times the line's rate (3% on most lines, 2% on milk powder lines), with a minimum premium. Insurance cannot be added or changed after payment.\n12.2 The insured value may not exceed the goods' real value or the line's insurance cap; insurance above the real value has no effect and its premium is not refunded.\n12.3 For a claim the Company may ask for receipts; without proof of value, compensation is based on the declared value.",
    ),
    c(
      13,
      '索赔时效',
      'Time limits for claims',
      '13.1 破损或内件短少:收件人应在签收后48小时内通过应用报告,并在签收后7天内提交完整索赔材料。\n13.2 丢失:运单发出后连续20个工作日无物流更新,或承运人确认丢失的,客户可提交丢失索赔。\n13.3 任何索赔最迟须在运单发出后60天内提出,逾期本公司不再受理。',
      '13.1 Damage or missing contents: the recipient reports in the app within 48 hours of delivery, and the full claim is filed within 7 days of delivery.\n13.2 Loss: a loss claim may be filed when a dispatched waybill has had no tracking update for 20 consecutive working days, or the carrier confirms the loss.\n13.3 Every claim must be made within 60 days of dispatch; later claims are not accepted.',
    ),
    c(
      14,
      '无人认领与弃件',
      'Unclaimed and abandoned goods',
      '14.1 送达仓库但无法匹配会员号的包裹列为“无人认领”,保存90天;客户可凭快递单号和购物凭证认领。\n14.2 已入库包裹超过90天未申请打包或退货,且经本公司通过应用和手机短信提醒后14天内仍未处理的,视为客户放弃,本公司可依法处置,处置所得先抵扣仓储费。\n14.3 因收件人拒收、地址错误或无法联系被退回的运单,本公司通知客户后保存30天,逾期按弃件处理;退回及再次派送的费用由客户承担。',
      '14.1 Parcels that arrive without a matching member code are listed as "unclaimed" and kept for 90 days; a Customer may claim one with its tracking number and proof of purchase.\n14.2 A parcel held more than 90 days with no packing or return request, and still untouched 14 days after reminders in the app and by text message, is treated as abandoned; the Company may dispose of it lawfully and first apply any proceeds to storage charges.\n14.3 A waybill returned because the recipient refused it, the address was wrong or the recipient could not be reached is kept for 30 days after the Customer is told, then treated as abandoned; return and redelivery costs are borne by the Customer.',
    ),
    c(
      15,
      '个人信息与隐私',
      'Personal information and privacy',
      '15.1 本公司依照新西兰《2020年隐私法》(Privacy Act 2020)和澳大利亚《1988年隐私法》(Privacy Act 1988)收集和处理客户及收件人的个人信息,仅用于提供本服务、清关、派送、客服和依法要求的用途。\n15.2 为完成运输和清关,本公司需将收件人姓名、身份证号码、电话和地址提供给航空承运人、清关代理、中国海关、跨境电商平台(BC线路)和中国境内派送公司;这些接收方位于新西兰、澳大利亚以外。\n15.3 身份证照片在最后一票相关运单签收后保存不超过12个月(公司规定)。客户可随时查询和更正其个人信息。',
      "15.1 The Company collects and handles the personal information of Customers and recipients under the New Zealand Privacy Act 2020 and the Australian Privacy Act 1988, only to provide this service, clear customs, deliver, support customers and meet legal obligations.\n15.2 To carry and clear parcels, the Company gives the recipient's name, ID number, phone number and address to airlines, customs brokers, Chinese customs, cross-border e-commerce platforms (BC lines) and couriers in China; these recipients are outside New Zealand and Australia.\n15.3 ID card photos are kept no longer than 12 months after the last related waybill is delivered (company rule). Customers may ask to see and correct their personal information at any time.",
    ),
    c(
      16,
      '服务的拒绝与终止',
      'Refusal and termination of service',
      '客户违反本协议(包括反复申报不实、夹带禁止物品、恶意索赔)的,本公司可拒绝承运相关包裹、暂停或终止其账户。终止前已支付的运单继续履行;钱包余额在扣除应付费用后按原支付方式或银行转账退还。',
      'If a Customer breaches this agreement (including repeated false declarations, hiding prohibited goods or bad-faith claims), the Company may refuse the parcels concerned and suspend or close the account. Waybills paid before closure are completed; the wallet balance, less amounts owed, is refunded to the original payment method or by bank transfer.',
    ),
    c(
      17,
      '适用法律与争议解决',
      'Governing law and disputes',
      '17.1 本协议受新西兰法律管辖并按其解释。\n17.2 争议应先通过客服协商解决;协商不成的,双方同意提交新西兰法院非专属管辖,新西兰站客户也可向争议审裁庭(Disputes Tribunal)申请,澳洲站客户依法享有的向其所在州或领地审裁机构申请的权利不受影响。\n17.3 本协议中文和英文文本具有同等效力;两者不一致时,按对客户更有利的解释适用。',
      '17.1 This agreement is governed by and interpreted under the law of New Zealand.\n17.2 Disputes are first taken to customer service; if unresolved, both parties submit to the non-exclusive jurisdiction of the New Zealand courts. New Zealand site Customers may also apply to the Disputes Tribunal, and Australia site Customers keep any right they have to go to their state or territory tribunal.\n17.3 The Chinese and English texts are equally authoritative; where they differ, the reading more favourable to the Customer applies.',
    ),
  ],
};

export const PACKING_CLAIM_RULES: LegalDocument = {
  code: 'packing_claim_rules',
  // 2026.2: the figures live in `rules` (the text shows them through {placeholders}, claims are judged by them),
  // delay coupons and parcels missing from an account added.
  version: '2026.2',
  effectiveDate: '2026-01-01',
  title: { zh: '打包理赔规则', en: 'Packing Claim Rules' },
  preamble: {
    zh: '本规则是《国际包裹转运服务协议》的组成部分,规定运单丢失、破损、内件短少时的赔偿标准、所需证据和时限。赔偿以运单为单位,通过应用内“售后理赔”提交。',
    en: 'These rules form part of the International Parcel Forwarding Service Agreement and set the compensation standards, evidence and time limits when a waybill is lost, damaged or short of contents. Claims are per waybill and are filed in the app under "After-sales claims".',
  },
  clauses: [
    c(
      1,
      '适用范围',
      'Scope',
      '本规则适用于自本公司仓库签收包裹起,至中国收件人签收运单止的运输期间。包裹在送达本公司仓库之前(即网购商家或本地快递运输中)的丢失和破损,请向商家或本地快递索赔,本公司可协助提供入库记录和照片。',
      'These rules cover the period from our warehouse receiving a parcel to the recipient in China signing for the waybill. Loss or damage before the parcel reaches our warehouse (with the shop or the local courier) is claimed from the shop or that courier; we can provide our receiving records and photos.',
    ),
    c(
      2,
      '整票丢失',
      'Lost waybill',
      '认定:承运人书面确认丢失,或运单超过线路最长时效{lost_grace_days}天仍未签收且本公司核查无果;丢失索赔最迟在运单发出后{lost_file_days}天内提交。\n赔偿:已保价运单按保价金额赔偿(不超过实际价值和线路保价上限),并退还运费;未保价运单按申报价值赔偿,最高为运费的{freight_multiple}倍,且每票不超过{uninsured_cap},并退还运费。\n赔付后包裹被找回的,客户可选择退回赔款取回包裹,或由本公司处置。',
      "When: the carrier confirms the loss in writing, or a waybill is still not delivered {lost_grace_days} days after the line's longest transit time and our investigation finds nothing; loss is claimed within {lost_file_days} days of dispatch.\nCompensation: insured waybills are paid the insured value (no more than the real value and the line's insurance cap) plus a refund of the freight; uninsured waybills are paid the declared value, at most {freight_multiple} times the freight and at most {uninsured_cap} per waybill, plus a refund of the freight.\nIf the parcel turns up after payment, the Customer may repay the compensation and take the parcel, or leave it to the Company.",
    ),
    c(
      3,
      '破损',
      'Damage',
      '认定:物品在运输中受损,且外包装有明显破损、挤压、浸湿痕迹,或有其他证据证明损坏发生在运输期间。\n赔偿:可修复的按合理维修费用赔偿;不可修复的按受损物品的价值赔偿。已保价运单以保价金额为限;未保价运单适用第2条的上限(运费{freight_multiple}倍,且不超过{uninsured_cap})。破损赔偿不退运费。\n易碎物品(玻璃、陶瓷、液体、酒类)未购买加固包装的,不予赔偿。',
      'When: goods are damaged in transit and the outer packaging shows clear breaks, crushing or water damage, or other evidence shows the damage happened during carriage.\nCompensation: repairable goods are paid a reasonable repair cost; others the value of the damaged items. Insured waybills are capped at the insured value; uninsured ones at the cap in rule 2 ({freight_multiple} times the freight, at most {uninsured_cap}). Freight is not refunded for damage.\nFragile goods (glass, ceramics, liquids, alcohol) without reinforced packing are not compensated.',
    ),
    c(
      4,
      '内件短少',
      'Missing contents',
      '认定:收件人签收时称重明显低于出库重量(差额超过100克),或外包装有被拆开痕迹,且短少物品在打包照片或出库清单中有记录。外包装完好且签收重量与出库重量一致的,不认定为短少。\n赔偿:按短少物品的申报单价赔偿;已保价运单以保价金额为限,未保价运单适用第2条上限。',
      'When: the weight at delivery is clearly below the dispatch weight (by more than 100 g), or the box shows signs of being opened, and the missing items appear in the packing photos or dispatch list. If the box is intact and the delivery weight matches the dispatch weight, contents are not treated as missing.\nCompensation: the declared unit value of the missing items, capped at the insured value for insured waybills and at the rule 2 cap for uninsured ones.',
    ),
    c(
      5,
      '证据要求',
      'Evidence',
      '提交索赔时须提供:(1)从未拆封状态开始、连续不剪辑、清楚显示运单号标签的开箱视频;(2)外包装六面照片及破损处特写;(3)受损或短少物品照片;(4)购物凭证(订单截图或发票);(5)如签收时已发现异常,快递员签字的异常签收记录。缺少第(1)项的破损和短少索赔,本公司有权不予受理。',
      "A claim needs: (1) an unedited, continuous unboxing video starting from the unopened box and clearly showing the waybill label; (2) photos of all six sides of the box and close-ups of damage; (3) photos of the damaged or missing items; (4) proof of purchase (order screenshot or invoice); (5) if the problem was seen at delivery, the courier's signed exception note. Damage and shortage claims without item (1) may be declined.",
    ),
    c(
      6,
      '时限',
      'Time limits',
      '破损或短少须在签收后{damage_hours}小时内在应用内提交索赔,材料不全的按客服要求补充;丢失索赔最迟在运单发出后{lost_file_days}天内提交。本公司在收到完整材料后5个工作日内给出审核结果,复杂案件(需承运人调查)最长不超过30个工作日。',
      'Damage or shortage is claimed in the app within {damage_hours} hours of delivery, adding what customer service asks for if the evidence is incomplete; loss claims are filed within {lost_file_days} days of dispatch. We give a decision within 5 working days of complete evidence, or within 30 working days where the carrier must investigate.',
    ),
    c(
      7,
      '不予赔偿的情形',
      'What is not compensated',
      '(1)因申报不实、实名信息错误、超出限值或夹带禁止物品导致的海关扣留、退运、没收或征税;(2)海关、检疫部门依法查验造成的开箱、损耗;(3)物品自然属性造成的损失,如巧克力融化、食品变质、本包裹内液体渗漏;(4)商品本身的质量问题、功能故障、外包装轻微压痕但内件完好;(5)超出第11条的运输延误;(6)间接损失;(7)不可抗力;(8)收件人签收后超过{damage_hours}小时才报告的破损和短少。',
      "(1) Customs holds, returns, confiscation or duty caused by a false declaration, wrong real-name details, exceeded limits or prohibited goods; (2) opening or wear from lawful customs or quarantine inspection; (3) loss from the nature of the goods, such as melted chocolate, spoiled food or the parcel's own liquids leaking; (4) defects or faults of the goods themselves, or light dents to retail boxes with the contents intact; (5) delay beyond rule 11; (6) indirect loss; (7) force majeure; (8) damage or shortage reported more than {damage_hours} hours after delivery.",
    ),
    c(
      8,
      '赔付方式',
      'How compensation is paid',
      '审核通过的赔款以运单支付币种(NZD或AUD)计入客户钱包,可用于支付运费或申请提现。同一运单只能获赔一次;客户提交虚假材料的,本公司将追回赔款并终止服务。',
      "Approved compensation is credited to the Customer's wallet in the waybill's currency (NZD or AUD) and can pay freight or be withdrawn. A waybill is compensated once only; false evidence leads to recovery of the payment and closure of the account.",
    ),
    c(
      9,
      '保价说明',
      'About insurance',
      '保价须在支付运费前选择,保费=保价金额×线路费率(多数线路3%,奶粉线2%),最低保费NZ$5/A$5(奶粉线NZ$3/A$3)。保价金额不得超过物品实际价值和线路保价上限(例如普货经济线NZ$1000/A$1000,普货快线NZ$2000/A$2000)。',
      "Insurance is chosen before the freight is paid; premium = insured value × the line's rate (3% on most lines, 2% on milk powder lines), at least NZ$5 / A$5 (NZ$3 / A$3 on milk powder lines). The insured value may not exceed the real value or the line's cap (for example NZ$1000 / A$1000 on economy general lines, NZ$2000 / A$2000 on express general lines).",
    ),
    c(
      10,
      '复核',
      'Review',
      '客户对审核结果有异议的,可在收到结果后{appeal_days}天内申请复核一次,由客服主管重新审核并在5个工作日内答复。审核前客户可随时撤回索赔。',
      'A Customer who disagrees with a decision may ask once for a review within {appeal_days} days of it; a customer service supervisor reviews it and answers within 5 working days. A Customer may withdraw a claim at any time before it is reviewed.',
    ),
    c(
      11,
      '运输延误',
      'Delay',
      '运单超过线路最长时效{delay_grace_days}天仍未签收的,客户可申请延误补偿:一张{delay_coupon}的运费优惠券,不以现金赔付。',
      "A waybill still not delivered {delay_grace_days} days after the line's longest transit time may claim delay compensation: a {delay_coupon} freight coupon, not cash.",
    ),
    c(
      12,
      '已到仓未入账',
      'Arrived but not in my account',
      '客户已预报的包裹,快递显示已送达本公司仓库,但预报{arrival_days}天后仍未入库的,可提交“已到仓未入账”申请;本公司核查仓库记录,确认遗失的按申报价值赔偿,每票不超过{uninsured_cap}。',
      'A parcel the Customer declared that the courier shows as delivered to our warehouse but that is not in the account {arrival_days} days after declaring it may be reported as "arrived but not in my account"; we check our records, and a parcel we lost is paid its declared value, at most {uninsured_cap}.',
    ),
  ],
  rules: {
    freight_multiple: 3,
    uninsured_cap: 10000,
    damage_hours: 48,
    lost_grace_days: 20,
    lost_file_days: 60,
    delay_grace_days: 5,
    delay_coupon: 500,
    arrival_days: 7,
    appeal_days: 7,
  },
};

export const USER_GUIDE: Guide = {
  code: 'user_guide',
  title: { zh: '新手指南:从下单到签收', en: 'Getting started: from shopping to delivery' },
  intro: {
    zh: '第一次使用?按下面的步骤,把在新西兰、澳洲网购的商品集中寄回国内。',
    en: 'New here? Follow these steps to ship what you buy online in New Zealand or Australia home to China in one box.',
  },
  steps: [
    {
      step: 1,
      route: '/pages/register/index',
      title: { zh: '注册并获取会员号', en: 'Register and get your member code' },
      body: {
        zh: '用手机号注册后,系统会分配唯一会员号(新西兰站以NZ开头,澳洲站以AU开头)。仓库靠会员号识别包裹是谁的,请务必写对。',
        en: 'Register with your mobile number and you get a unique member code (starting NZ on the New Zealand site, AU on the Australia site). The warehouse matches parcels to you by this code, so write it exactly.',
      },
    },
    {
      step: 2,
      route: '/pages/store-address/index',
      title: { zh: '复制仓库地址', en: 'Copy the warehouse address' },
      body: {
        zh: '在“仓库地址”页一键复制收货地址。收件人姓名和地址第一行中都带上您的会员号,例如“Unit 5, 88 Springs Road (NZ123456)”。',
        en: 'On the "Warehouse address" page, copy the address in one tap. Put your member code in the recipient name and in the first address line, e.g. "Unit 5, 88 Springs Road (NZ123456)".',
      },
    },
    {
      step: 3,
      title: { zh: '网购下单', en: 'Shop online' },
      body: {
        zh: '在Chemist Warehouse、Countdown/Woolworths、亚马逊澳洲等网站下单,收货地址填写仓库地址。请查看“禁运物品”和“食品查询”,确认商品可以寄。',
        en: 'Order from Chemist Warehouse, Woolworths, Amazon Australia or any shop, with the warehouse as the delivery address. Check "Prohibited goods" and "Food query" first to make sure the goods can be sent.',
      },
    },
    {
      step: 4,
      route: '/pages/mine/my-parcel/index',
      title: { zh: '预报包裹', en: 'Pre-declare the parcel' },
      body: {
        zh: '拿到商家的快递单号后,在“我的包裹”中预报:填写单号、物品名称、数量和价格。预报后包裹到仓会自动入库,不会变成无人认领件。',
        en: 'When the shop gives you a tracking number, declare it under "My parcels": tracking number, item names, quantities and prices. A declared parcel is checked in automatically on arrival instead of becoming unclaimed.',
      },
    },
    {
      step: 5,
      route: '/pages/mine/user-address/index',
      title: { zh: '添加国内收件人', en: 'Add a recipient in China' },
      body: {
        zh: '在地址簿添加收件人姓名、手机号、详细地址和身份证号码。姓名、身份证号、手机号须为同一人,这是海关实名清关的要求。',
        en: "Add the recipient's name, mobile number, full address and ID card number to the address book. Name, ID number and mobile must belong to the same person: customs clear parcels by real name.",
      },
    },
    {
      step: 6,
      route: '/pages/time-price/index',
      title: { zh: '选择线路', en: 'Choose a line' },
      body: {
        zh: '奶粉走奶粉专线,保健品和零食走食品保健品线,护肤品走化妆品线,带电产品和香水走敏感货线,衣服鞋包走普货线。可在“运费试算”先估价。',
        en: 'Milk powder goes on the milk powder line, supplements and snacks on the food and health line, skincare on the cosmetics line, battery devices and perfume on the sensitive line, clothes and shoes on a general line. Try "Freight estimate" first.',
      },
    },
    {
      step: 7,
      route: '/pages/waybill/index',
      title: { zh: '申请打包', en: 'Ask for packing' },
      body: {
        zh: '包裹入库后,勾选要一起寄的包裹,选择收件人和线路,填写申报信息,按需选择加固包装和保价,提交打包申请。首次提交前需签署运输协议。',
        en: 'When parcels are in the warehouse, tick the ones to ship together, pick the recipient and line, complete the declaration, add reinforced packing and insurance if you want them, and submit. Sign the transport agreement before your first request.',
      },
    },
    {
      step: 8,
      title: { zh: '仓库打包称重', en: 'The warehouse packs and weighs' },
      body: {
        zh: '仓库一般在1–2个工作日内完成打包,称重、量尺寸并拍照上传,系统按计费重量生成运费账单。',
        en: 'The warehouse usually packs within 1–2 working days, weighs and measures the box and uploads photos; the app prices the waybill by chargeable weight.',
      },
    },
    {
      step: 9,
      title: { zh: '支付运费', en: 'Pay the freight' },
      body: {
        zh: '可用钱包余额、公斤卡、优惠券或微信支付/银行卡支付。付款后运单进入待发货,通常在下一个航班出库。',
        en: 'Pay with your wallet, a kilogram card, a coupon, WeChat Pay or card. Once paid, the waybill waits for the next flight.',
      },
    },
    {
      step: 10,
      route: '/pages/mine/track-log/index',
      title: { zh: '跟踪物流', en: 'Track the shipment' },
      body: {
        zh: '在“物流查询”输入运单号即可查看航班、清关和国内派送的每一步。清关时如需补充资料,我们会短信通知您。',
        en: 'Enter the waybill number under "Tracking" to follow the flight, customs and delivery in China. If customs need more documents, we text you.',
      },
    },
    {
      step: 11,
      route: '/pages/claims/index',
      title: { zh: '签收与售后', en: 'Delivery and after-sales' },
      body: {
        zh: '收件时请全程录制开箱视频。如有破损或短少,请在签收后48小时内在“售后理赔”中报告。',
        en: 'Film the unboxing from start to finish. For damage or missing items, report under "After-sales claims" within 48 hours of delivery.',
      },
    },
  ],
};

export const ACTIVITIES: readonly Activity[] = [
  {
    code: 'summer-2026-27',
    siteIds: [1, 2],
    sort: 5,
    color: '#E3F6F1',
    title: { zh: '夏日集运季:运费满NZ$50/A$50减NZ$8/A$8', en: 'Summer shipping: NZ$8 / A$8 off freight of NZ$50 / A$50 or more' },
    summary: {
      zh: '领券后运费满NZ$50/A$50减NZ$8/A$8,所有线路可用。',
      en: 'Collect a coupon for NZ$8 / A$8 off freight of NZ$50 / A$50 or more, on every line.',
    },
    body: {
      zh: '南半球的夏天也是圣诞、新年和春节前的寄件旺季。活动期间在本页领取夏日运费券:运费满NZ$50/A$50减NZ$8/A$8,适用于所有线路,可与公斤卡和钱包余额同时使用,每张运单限用一张优惠券。每位客户限领1张,每个站点共1000张,领完即止;领取后30天内有效。旺季航班舱位紧张,建议提前申请打包。',
      en: 'Summer down under is also the busy season before Christmas, New Year and Chinese New Year. During the promotion, collect the summer freight coupon on this page: NZ$8 / A$8 off freight of NZ$50 / A$50 or more, on every line, usable together with a kilogram card and your wallet (one coupon per waybill). One per customer and 1,000 per site while they last; valid for 30 days after you collect it. Flights are full in the busy season, so ask for packing early.',
    },
    startsOn: '2026-11-01',
    endsOn: '2027-02-28',
    couponHint: {
      zh: '在活动页领取满NZ$50/A$50减NZ$8/A$8券,领取后30天内有效',
      en: 'Collect the NZ$8 / A$8 off coupon on this page; valid 30 days after collecting',
    },
  },
  {
    code: 'welcome-2026',
    siteIds: [1, 2],
    sort: 10,
    color: '#E8F4FF',
    title: { zh: '新人注册礼:首单立减', en: 'Welcome gift: money off your first waybill' },
    summary: {
      zh: '注册即送首单运费券,首个付款运单满NZ$30/A$30减NZ$5/A$5。',
      en: 'Register and get NZ$5 / A$5 off your first paid waybill of NZ$30 / A$30 or more.',
    },
    body: {
      zh: '活动期间新注册并完成手机号绑定的用户,自动获得一张首单运费券:首个付款运单(无论用何种方式付款;已取消退款的运单不计)运费满NZ$30/A$30减NZ$5/A$5,适用于所有线路,有效期30天。每个手机号、每个身份证号仅限领取一次。',
      en: 'New customers who register and verify their mobile number during the promotion automatically receive a first-waybill coupon: NZ$5 / A$5 off the freight of their first paid waybill (however it is paid; a cancelled and refunded one does not count) of NZ$30 / A$30 or more, valid on every line for 30 days. One per mobile number and per ID number.',
    },
    startsOn: '2026-01-01',
    endsOn: '2026-12-31',
    couponHint: { zh: '注册后自动发放至“我的优惠券”', en: 'Added to "My coupons" when you register' },
  },
  {
    code: 'cny-2026',
    siteIds: [1, 2],
    sort: 20,
    color: '#FFE9E3',
    title: { zh: '马年春节年货季', en: 'Year of the Horse: Chinese New Year shipping' },
    summary: {
      zh: '食品保健品线运费9折,春节前最后发货日2月6日。',
      en: '10% off the food and health line; last dispatch before the holiday 6 February.',
    },
    body: {
      zh: '2026年春节为2月17日。活动期间食品保健品线运费享9折(可与公斤卡同时使用,不与其他优惠券叠加)。为保证节前送达,建议1月25日前申请打包;2月6日后发出的运单,因国内快递春节停运,预计节后陆续派送。',
      en: 'Chinese New Year falls on 17 February 2026. During the promotion the food and health line is 10% off (usable with a kilogram card, not with other coupons). To arrive before the holiday, ask for packing by 25 January; waybills dispatched after 6 February will be delivered after the holiday, as couriers in China pause over Spring Festival.',
    },
    startsOn: '2026-01-05',
    endsOn: '2026-02-06',
    couponHint: { zh: '在活动页领取9折券,限食品保健品线', en: 'Collect the 10%-off coupon on this page; food and health line only' },
  },
  {
    code: 'kg-card-spring-2026',
    siteIds: [1, 2],
    sort: 30,
    color: '#EAF7EA',
    title: { zh: '公斤卡买20送2', en: 'Kilogram card: buy 20 kg, get 2 kg free' },
    summary: { zh: '购买20公斤卡加赠2公斤,有效期12个月。', en: 'Buy a 20 kg card and get 2 kg extra, valid 12 months.' },
    body: {
      zh: '活动期间购买20公斤普货公斤卡,额外赠送2公斤(共22公斤),可抵扣普货经济线和普货快线的计费重量,有效期自购买起12个月。赠送部分不可退款,已使用的公斤卡不可退。',
      en: 'Buy a 20 kg general-goods kilogram card during the promotion and get 2 kg extra (22 kg in all), usable against the chargeable weight on the economy and express general lines, valid for 12 months from purchase. The free kilograms are not refundable, and a used card cannot be refunded.',
    },
    startsOn: '2026-03-01',
    endsOn: '2026-04-30',
    couponHint: null,
  },
  {
    code: 'double-11-2026',
    siteIds: [1, 2],
    sort: 40,
    color: '#FFF4D6',
    title: { zh: '双11奶粉专线每箱立减', en: "Singles' Day: money off every milk powder box" },
    summary: { zh: '奶粉专线每箱立减NZ$3/A$3,不限箱数。', en: 'NZ$3 / A$3 off every milk powder box, no limit on boxes.' },
    body: {
      zh: '活动期间通过奶粉专线(新西兰6罐包税线、澳洲3罐包税线)寄出的每张运单立减NZ$3/A$3,不限箱数。奶粉须为原装未开封罐,每箱罐数限制不变;BC线路同一收件人每天限1箱。',
      en: 'Every waybill on a milk powder line (NZ 6-tin or AU 3-tin, duty included) is NZ$3 / A$3 off during the promotion, for any number of boxes. Tins must be sealed originals and the per-box limits still apply; on the BC line one box per recipient per day.',
    },
    startsOn: '2026-10-20',
    endsOn: '2026-11-15',
    couponHint: { zh: '下单时自动减免,无需领券', en: 'Taken off automatically at payment, no coupon needed' },
  },
];
