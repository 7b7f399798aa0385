export type Lang = 'zh_CN' | 'en';
