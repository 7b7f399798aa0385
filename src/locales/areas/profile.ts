// The profile editor (pages/mine/user-info).
// Loaded with the pages that import this file (see docs/architecture.md, "Add strings").
import { addStrings, type Messages } from '../index';

export const zh = {
  userInfo: {
    avatar: '头像',
    change: '更换',
    nickname: '昵称',
    nicknamePlaceholder: '1-20个字符',
    gender: '性别',
    mobile: '手机号',
    bindMobile: '去绑定',
    saved: '已保存',
  },
  gender: { 0: '保密', 1: '男', 2: '女' },
};

export const en: Messages<typeof zh> = {
  userInfo: {
    avatar: 'Avatar',
    change: 'Change',
    nickname: 'Nickname',
    nicknamePlaceholder: '1–20 characters',
    gender: 'Gender',
    mobile: 'Mobile',
    bindMobile: 'Bind now',
    saved: 'Saved',
  },
  gender: { 0: 'Not set', 1: 'Male', 2: 'Female' },
};

addStrings(zh, en);
