// The mini-program's privacy prompt (components/PrivacyPrompt), with the pages that pick photos or addresses.
import { addStrings, type Messages } from '../index';

export const zh = {
  privacyPrompt: {
    title: '隐私保护提示',
    summary:
      '为上传身份证、包裹和理赔照片,以及选择收货地址,我们需要使用您的相册、相机和通讯地址。这些信息仅用于清关、寄送和售后,详见隐私政策。',
    policy: '查看《隐私政策》',
    agree: '同意',
    decline: '拒绝',
  },
};

export const en: Messages<typeof zh> = {
  privacyPrompt: {
    title: 'Your privacy',
    summary:
      'To upload ID, parcel and claim photos and to pick an address, we use your photos, camera and addresses, only for customs clearance, delivery and after-sales. See the privacy policy.',
    policy: 'Read the privacy policy',
    agree: 'Agree',
    decline: 'Decline',
  },
};

addStrings(zh, en);
