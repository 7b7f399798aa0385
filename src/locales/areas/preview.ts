// The file preview page (agreement and invoice PDFs) and a file that failed to load.
// Loaded with the pages that import this file (see docs/architecture.md, "Add strings").
import { addStrings, type Messages } from '../index';

export const zh = {
  previewFile: {
    title: '文件预览',
    loading: '正在加载文件...',
    failed: '文件加载失败',
    retry: '重新加载',
    download: '下载 PDF',
    open: '打开 PDF',
    opened: '已在微信中打开文件,可通过右上角菜单转发或保存',
    notSigned: '您还没有签署运输协议',
    goSign: '去签署',
    unsupported: '不支持的文件类型',
  },
};

export const en: Messages<typeof zh> = {
  previewFile: {
    title: 'File preview',
    loading: 'Loading the file...',
    failed: 'The file could not be loaded',
    retry: 'Try again',
    download: 'Download PDF',
    open: 'Open PDF',
    opened: 'The file is open in WeChat: use the menu at the top right to forward or save it',
    notSigned: 'You have not signed the transport agreement yet',
    goSign: 'Sign it',
    unsupported: 'This file type is not supported',
  },
};

addStrings(zh, en);
