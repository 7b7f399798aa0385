/// <reference types="@tarojs/taro" />

// Build-time constants (config/index.ts defineConstants).
declare const API_BASE: string;
declare const MAX_PAGE_WIDTH: string;
declare const WECHAT_OA_APPID: string;

declare module '*.png';
declare module '*.css';

declare namespace NodeJS {
  interface ProcessEnv {
    TARO_ENV: 'weapp' | 'h5' | string;
  }
}
