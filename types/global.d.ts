/// <reference types="@tarojs/taro" />

declare module '*.png';
declare module '*.gif';
declare module '*.jpg';
declare module '*.jpeg';
declare module '*.svg';
declare module '*.css';
declare module '*.less';
declare module '*.scss';
declare module '*.sass';
declare module '*.styl';

/** Set at build time (config/index.ts): the API origin ('' = same origin, as served by the API server). */
declare const API_BASE: string;
/** Set at build time: the widest the H5 page grows on a desktop browser. */
declare const MAX_PAGE_WIDTH: string;

declare namespace NodeJS {
  interface ProcessEnv {
    TARO_ENV: 'weapp' | 'swan' | 'alipay' | 'h5' | 'rn' | 'tt' | 'quickapp' | 'qq' | 'jd';
  }
}
