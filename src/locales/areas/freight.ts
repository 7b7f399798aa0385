// A quote's line on the waybill pages and the freight estimate: not available, transit days, ID needed, the
// per-step price. The estimate page's own and a quote's weight and price breakdown are in areas/freight-estimate.
// Loaded with the pages that import this file (see docs/architecture.md, "Add strings").
import { addStrings, type Messages } from '../index';

export const zh = {
  freight: {
    unavailable: '不可寄',
    transit: '时效 {{min}}-{{max}} 个工作日',
    requiresId: '需收件人身份证',
    steps: '每 {{kg}} kg {{price}} × {{steps}} = {{total}}',
  },
};

export const en: Messages<typeof zh> = {
  freight: {
    unavailable: 'Not available',
    transit: '{{min}}–{{max}} working days',
    requiresId: "recipient's ID needed",
    steps: '{{price}} per {{kg}} kg × {{steps}} = {{total}}',
  },
};

addStrings(zh, en);
