import type { Clause, LegalDocument } from './types';

/**
 * The privacy policy (article `privacy_policy`), versioned like the transport agreement: customers agree to a
 * version at registration and again when a new one is published. The company names are the invoice suppliers'
 * (placeholders until the registered details are set, see site-settings.ts). docs/privacy.md keeps the inventory
 * this text describes.
 */
const c = (no: number, titleZh: string, titleEn: string, zh: string, en: string): Clause => ({
  no,
  title: { zh: titleZh, en: titleEn },
  body: { zh, en },
});

export const PRIVACY_POLICY: LegalDocument = {
  code: 'privacy_policy',
  version: '2026.11',
  effectiveDate: '2026-11-01',
  title: { zh: '隐私政策', en: 'Privacy Policy' },
  preamble: {
    zh: '本政策说明NZ Forward Limited(新西兰站)和AU Forward Pty Ltd(澳大利亚站)(合称“我们”)在您使用本应用(微信小程序和网页版)的转运服务时,收集哪些个人信息、为什么收集、交给谁、保存多久,以及您如何行使自己的权利。我们遵守新西兰《2020年隐私法》、澳大利亚《1988年隐私法》及澳大利亚隐私原则,并在处理中国境内个人的信息时遵守《中华人民共和国个人信息保护法》。注册即表示您已阅读并同意本政策;收件人身份证信息另需您单独同意。',
    en: 'This policy explains what personal information NZ Forward Limited (New Zealand site) and AU Forward Pty Ltd (Australia site) ("we") collect when you use the forwarding service of this app (WeChat mini-program and web), why, who receives it, how long we keep it, and how you use your rights. We follow the New Zealand Privacy Act 2020, the Australian Privacy Act 1988 and the Australian Privacy Principles, and, for information about people in mainland China, the Personal Information Protection Law of the PRC (PIPL). By registering you confirm you have read and agree to this policy; recipients\' ID details need your separate consent.',
  },
  clauses: [
    c(
      1,
      '我们收集的信息',
      'What we collect',
      '1.1 账户:手机号码、密码(仅保存不可逆的哈希值)、昵称、头像、会员号、语言;通过微信登录时的openid和unionid。\n1.2 地址簿:寄件人和收件人的姓名、手机号码、地址和邮编。\n1.3 收件人身份证信息(敏感个人信息):中国居民身份证号码,以及部分线路要求的身份证正反面照片。\n1.4 包裹与运单:快递单号、物品名称、品牌、数量、申报价值、重量尺寸、仓库拍摄的包裹照片、运单轨迹、签署的运输协议(手写签名和PDF)。\n1.5 支付与财务:支付金额、方式、支付机构的交易号、钱包和公斤卡流水、优惠券、发票抬头和税号、代理佣金和提现收款信息。我们不接触也不保存完整的银行卡号。\n1.6 售后与沟通:理赔和退货的说明、照片、往来消息,站内信,您向客服的提问,通知设置和邮箱。\n1.7 设备与安全:IP地址、浏览器或设备信息、登录记录,用于账户安全和防止滥用。',
      "1.1 Account: mobile number, password (only an irreversible hash is kept), nickname, avatar, member code, language; your WeChat openid and unionid when you sign in with WeChat.\n1.2 Address book: names, mobile numbers, addresses and postcodes of senders and recipients.\n1.3 Recipients' ID details (sensitive personal information): the Chinese resident ID number and, for some lines, photos of both sides of the ID card.\n1.4 Parcels and waybills: tracking numbers, goods descriptions, brands, quantities, declared values, weights and dimensions, photos our warehouse takes of parcels, tracking events, and the signed transport agreement (drawn signature and PDF).\n1.5 Payments and money: amounts, methods, the payment provider's transaction references, wallet and kilogram card ledgers, coupons, invoice names and tax numbers, agent commissions and withdrawal payee details. We never see or keep full card numbers.\n1.6 After-sales and messages: claim and return descriptions, photos and messages, inbox messages, questions to our staff, notification settings and email address.\n1.7 Device and security: IP address, browser or device details and sign-in records, to keep accounts safe and prevent abuse.",
    ),
    c(
      2,
      '我们为什么使用这些信息',
      'Why we use it',
      '2.1 提供转运服务:收货、合箱、计费、国际运输、清关、派送和轨迹查询。\n2.2 清关:中国海关要求收件人姓名、身份证号码和手机号码一致,部分线路要求身份证照片。\n2.3 收款、退款、开具发票和依法保存会计记录。\n2.4 客服、理赔、退货和您要求的通知(微信订阅消息、短信、邮件)。\n2.5 账户安全:验证码、登录保护、防欺诈。\n2.6 营销信息只在您单独同意后发送,您可随时撤回。\n我们不出售个人信息,也不用收件人的身份证信息做清关以外的任何事。',
      "2.1 To provide the forwarding service: receiving, consolidating, pricing, international carriage, customs clearance, delivery and tracking.\n2.2 Customs clearance: Chinese customs require the recipient's name, ID number and mobile number to match, and some lines need ID card photos.\n2.3 To take payments, make refunds, issue invoices and keep the accounting records the law requires.\n2.4 For customer service, claims, returns and the notifications you ask for (WeChat subscribe messages, text messages, email).\n2.5 For account security: verification codes, sign-in protection, fraud prevention.\n2.6 Marketing messages only with your separate consent, which you can withdraw at any time.\nWe do not sell personal information, and we use recipients' ID details for nothing but customs clearance.",
    ),
    c(
      3,
      '收件人身份证信息的单独同意',
      "Separate consent for recipients' ID details",
      '3.1 保存带身份证号码或照片的收件地址时,您须勾选单独的同意项,确认该身份证信息用于中国海关清关,并将提供给下文所列的清关和派送方;您还须已取得收件人本人的同意。\n3.2 身份证号码在我们的数据库中加密保存,员工列表中只显示部分号码;员工因清关需要查看完整号码时,系统记录查看人、对象和原因。\n3.3 您可在“隐私与数据”中撤回某个地址的身份证同意,该地址的身份证号码和照片随即删除;已经发出的运单仍按清关记录保存其加密副本。',
      '3.1 When you save a recipient address with an ID number or photos you tick a separate consent that the ID is used for Chinese customs clearance and passed to the clearance and delivery parties listed below; you must also have the recipient\'s own agreement.\n3.2 ID numbers are encrypted in our database and staff lists show them masked; when staff need the full number for clearance, the system records who looked, at whose number and why.\n3.3 You can withdraw the ID consent of an address under "Privacy & data"; that address\'s ID number and photos are then deleted. Waybills already shipped keep their encrypted copy as customs records.',
    ),
    c(
      4,
      '接收方及其所在地(跨境提供)',
      'Who receives it and where (cross-border disclosure)',
      '为完成运输和清关,我们将必要的信息提供给:\n• 航空公司和货运代理(新西兰、澳大利亚、中国及中转地):运单号、重量、件数、物品描述;\n• 清关代理(新西兰、澳大利亚、中国)和中国海关:收件人姓名、身份证号码、电话、地址、物品和申报价值,BC线路还包括跨境电商平台;\n• 中国境内派送公司(如顺丰、EMS、中通):收件人姓名、电话、地址;\n• 支付机构:微信支付(财付通,中国)、Stripe(美国/爱尔兰),用于收款和退款;\n• 短信和邮件服务商:Twilio(美国)、Postmark(美国),用于验证码和通知;\n• 轨迹查询服务:17TRACK(中国),只提供运单号和承运商单号;\n• 文件存储:我们所选的云存储服务(文件加密传输,身份证照片仅能通过短时有效的签名链接查看);\n• 腾讯(微信,中国):微信登录和订阅消息所需的openid。\n这些接收方大多位于新西兰、澳大利亚以外,当地法律的保护可能与新西兰或澳大利亚不同;我们只提供完成各自任务所需的信息,并要求其按合同保护这些信息。',
      "To carry and clear your parcels we give what each party needs to:\n• airlines and freight agents (New Zealand, Australia, China and transit points): waybill number, weight, pieces, goods description;\n• customs brokers (New Zealand, Australia, China) and Chinese customs: the recipient's name, ID number, phone and address, the goods and declared values; on BC lines also the cross-border e-commerce platform;\n• couriers in mainland China (such as SF Express, EMS, ZTO): the recipient's name, phone and address;\n• payment providers: WeChat Pay (Tenpay, China) and Stripe (USA/Ireland), to take payments and make refunds;\n• text message and email providers: Twilio (USA) and Postmark (USA), for codes and notifications;\n• the tracking service 17TRACK (China): only the waybill and carrier numbers;\n• file storage: the cloud storage we choose (files travel encrypted; ID photos open only through short-lived signed links);\n• Tencent (WeChat, China): the openid that WeChat sign-in and subscribe messages need.\nMost of these are outside New Zealand and Australia, where the law may protect information differently; we give each only what its task needs and bind it by contract to protect it.",
    ),
    c(
      5,
      '保存期限',
      'How long we keep it',
      '• 账户和地址簿:账户存续期间;注销后在宽限期结束时删除或匿名化。\n• 身份证照片:相关的最后一票运单签收后(或地址最后一次修改、删除后)满365天自动删除(站点可设置更短期限),届时应用会提示“身份证照片已于…删除,需要时请重新上传”。\n• 身份证号码:保存至您删除该地址、撤回同意或注销账户;已发运单中的加密副本随运单记录保存。\n• 运单、支付、退款、钱包和公斤卡流水、发票:新西兰保存7年,澳大利亚保存5年(税务和会计法律要求),账户注销后以匿名编号保存。\n• 理赔、退货和往来消息:处理完毕后保存至账户注销。\n• 验证码:数分钟内失效;登录会话:到期或退出时失效。',
      '• Account and address book: while the account exists; erased or anonymised when a deletion\'s grace period ends.\n• ID card photos: deleted automatically 365 days after the last related waybill is delivered (or after the address was last changed or deleted; a site may set a shorter period). The app then says "ID photos removed on …, upload again when needed".\n• ID numbers: until you delete the address, withdraw the consent or delete the account; waybills already shipped keep an encrypted copy with their records.\n• Waybills, payments, refunds, wallet and kilogram card ledgers, invoices: 7 years in New Zealand and 5 years in Australia (tax and accounting law), kept under an anonymous id once an account is deleted.\n• Claims, returns and messages: until the account is deleted.\n• Verification codes expire within minutes; sign-in sessions end when they expire or you sign out.',
    ),
    c(
      6,
      '您的权利及在应用中如何行使',
      'Your rights and how to use them in the app',
      '• 查阅和复制:“我的 → 隐私与数据 → 下载我的数据”生成包含您全部数据和文件的压缩包;我们也会在20个工作日内答复书面请求。\n• 更正:在“个人资料”和“地址管理”中随时修改;无法自行修改的,请联系客服。\n• 撤回同意:在“隐私与数据”中撤回营销同意或某个地址的身份证同意。撤回不影响撤回前处理的合法性。\n• 注销账户:“隐私与数据 → 注销账户”,系统列出须先处理的事项和将放弃的余额;宽限期内可取消。\n• 拒绝新版本:新版本隐私政策生效后,应用在启动时请您阅读并同意;不同意可退出登录或注销账户。\n• 投诉:请先联系我们(第9条)。您也可向新西兰隐私专员办公室(privacy.org.nz)、澳大利亚信息专员办公室(oaic.gov.au)投诉;中国境内的个人可向国家网信部门举报。',
      '• Access and a copy: "Mine → Privacy & data → Download my data" builds a ZIP of all your data and files; we also answer written requests within 20 working days.\n• Correction: change your profile and addresses at any time under "Profile" and "Addresses"; ask our staff for anything you cannot change yourself.\n• Withdrawing consent: withdraw marketing or an address\'s ID consent under "Privacy & data". Withdrawal does not affect what was done lawfully before it.\n• Deleting your account: "Privacy & data → Delete account" lists what must be settled first and what balance would be forfeited; you can cancel during the grace period.\n• A new policy version: when one takes effect the app asks you at launch to read and agree; if you do not agree you can sign out or delete your account.\n• Complaints: contact us first (clause 9). You may also complain to the New Zealand Privacy Commissioner (privacy.org.nz) or the Office of the Australian Information Commissioner (oaic.gov.au); people in mainland China may report to the Cyberspace Administration of China.',
    ),
    c(
      7,
      '安全措施与数据泄露',
      'Security and data breaches',
      '7.1 传输全程加密;身份证号码以AES-256-GCM加密保存,密钥与数据库分开保管并定期轮换;身份证照片仅限本人和经授权的员工通过短时链接查看,并加有用途水印。\n7.2 员工按角色授权,管理操作留有审计记录。\n7.3 如发生可能造成严重损害的个人信息泄露,我们将按法律规定尽快通知您和新西兰隐私专员(新西兰站)、澳大利亚信息专员(澳大利亚站,30天内完成评估)及中国主管部门,并告知您可以采取的措施。',
      '7.1 Everything travels encrypted; ID numbers are stored encrypted with AES-256-GCM under a key kept apart from the database and rotated; ID photos can be seen only by you and authorised staff through short-lived links, with a purpose watermark.\n7.2 Staff access follows their role, and admin changes are audited.\n7.3 If a breach is likely to cause serious harm, we tell you and the New Zealand Privacy Commissioner (NZ site), the Australian Information Commissioner (AU site, assessed within 30 days) and the Chinese authorities as the law requires, as soon as practicable, with what you can do to protect yourself.',
    ),
    c(
      8,
      '微信小程序权限与未成年人',
      'WeChat permissions and minors',
      '8.1 小程序只在您主动操作时调用相册或相机(上传身份证、理赔和退货照片)、微信收货地址和剪贴板(复制单号或地址),并会先请您同意微信的隐私保护指引。\n8.2 本服务面向18岁以上的成年人。未满14周岁者的个人信息属于敏感信息,我们不会在知情的情况下收集;监护人发现后请联系我们删除。',
      "8.1 The mini-program uses your photo album or camera (ID, claim and return photos), WeChat shipping addresses and the clipboard (copying numbers and addresses) only when you act, and first asks you to agree to WeChat's privacy guide.\n8.2 The service is for adults aged 18 and over. Information about children under 14 is sensitive; we do not knowingly collect it, and a guardian who finds any should contact us to have it deleted.",
    ),
    c(
      9,
      '联系我们与政策变更',
      'Contact and changes',
      '9.1 隐私事务负责人:NZ Forward Limited,12 Placeholder Road, Penrose, Auckland 1061, New Zealand;AU Forward Pty Ltd,34 Placeholder Street, Alexandria NSW 2015, Australia。您也可通过应用内“联系客服”或客服电话联系我们,请注明“隐私”。\n9.2 本政策以版本号标识(本版本为2026.11),历次版本均可在本页查看。我们修改政策时发布新版本,并在生效后请已登录的客户重新同意。',
      '9.1 Privacy officer: NZ Forward Limited, 12 Placeholder Road, Penrose, Auckland 1061, New Zealand; AU Forward Pty Ltd, 34 Placeholder Street, Alexandria NSW 2015, Australia. You can also reach us through "Contact us" in the app or the customer service phone; mark your message "Privacy".\n9.2 Each version carries a number (this one is 2026.11) and every earlier version stays readable on this page. When we change the policy we publish a new version and ask signed-in customers to agree again once it takes effect.',
    ),
  ],
};
