// The transport agreement and its signature (pages/signature).
// Loaded with the pages that import this file (see docs/architecture.md, "Add strings").
import { addStrings, type Messages } from '../index';

export const zh = {
  agreement: {
    title: '运输协议签署',
    signedOn: '已签署 {{version}} 版 · {{time}}',
    notSigned: '您尚未签署运输协议,提交运单前请先阅读并签署',
    outdated: '运输协议已更新为 {{version}} 版,请重新阅读并签署(您签署的是 {{signed}} 版)',
    none: '暂无可签署的运输协议',
    sign: '我已阅读,去签署',
    viewPdf: '查看已签署的协议 PDF',
    continue: '继续',
  },
  signature: {
    title: '手写签名',
    hint: '请在下方区域用手指(或鼠标)签写您的姓名',
    version: '签署的协议版本:{{version}}',
    landscape: '横屏签写更方便',
    clear: '清除',
    confirm: '确认签署',
    submitting: '提交中...',
    done: '签署成功',
    doneHint: '已生成签署后的协议 PDF,可在“运输协议签署”页面查看',
    back: '完成',
    reread: '重新阅读协议',
    noVersion: '缺少协议版本,请从运输协议页面进入',
    exportFailed: '签名图片生成失败,请重试',
  },
};

export const en: Messages<typeof zh> = {
  agreement: {
    title: 'Transport agreement',
    signedOn: 'Signed version {{version}} · {{time}}',
    notSigned: 'You have not signed the transport agreement yet: read and sign it before submitting a waybill',
    outdated: 'The agreement has changed to version {{version}}: please read and sign it again (you signed {{signed}})',
    none: 'There is no transport agreement to sign yet',
    sign: 'I have read it, sign now',
    viewPdf: 'View the signed PDF',
    continue: 'Continue',
  },
  signature: {
    title: 'Signature',
    hint: 'Sign your name in the box below with your finger (or mouse)',
    version: 'Agreement version: {{version}}',
    landscape: 'Turning the phone sideways gives more room',
    clear: 'Clear',
    confirm: 'Confirm and sign',
    submitting: 'Sending...',
    done: 'Agreement signed',
    doneHint: 'The signed PDF is ready: you can view it on the transport agreement page',
    back: 'Done',
    reread: 'Read the agreement again',
    noVersion: 'The agreement version is missing: open this page from the transport agreement',
    exportFailed: 'The signature image could not be made, please try again',
  },
};

addStrings(zh, en);
