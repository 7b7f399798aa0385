// The freight estimate (pages/freight-trial) and a quote's weight and price breakdown (the estimate, the staff order).
// A quote's line on the waybill pages is in areas/freight, in the main package.
// Loaded with the pages that import this file (see docs/architecture.md, "Add strings").
import { addStrings, type Messages } from '../index';

export const zh = {
  freight: {
    title: '运费估算',
    weight: '重量',
    weightPlaceholder: '如 1.25',
    dims: '长×宽×高',
    length: '长',
    width: '宽',
    height: '高',
    declared: '申报价值',
    declaredPlaceholder: '如 120.00',
    category: '物品类别',
    categoryPlaceholder: '请选择',
    insured: '购买保险',
    submit: '估算运费',
    resultTitle: '各渠道报价',
    noChannels: '暂无可用渠道',
    actual: '实际重量',
    volumetric: '体积重',
    chargeable: '计费重量',
    firstPrice: '首重费用',
    additional: '续重费用',
    insurance: '保险费',
    disclaimer: '估算仅供参考,实际运费以仓库称重测量后为准。',
    error: {
      weightRequired: '请填写重量(kg)',
      weight: '重量不正确:请填写大于0的数字(kg),最多3位小数',
      weightMax: '重量不能超过1000 kg',
      dims: '长宽高不正确:请填写三个大于0的数字(cm),最多1位小数,或都不填',
      declaredRequired: '请填写申报价值',
      declared: '申报价值不正确:请填写大于0的金额,最多2位小数',
      category: '请选择物品类别',
    },
  },
};

export const en: Messages<typeof zh> = {
  freight: {
    title: 'Freight estimate',
    weight: 'Weight',
    weightPlaceholder: 'e.g. 1.25',
    dims: 'L × W × H',
    length: 'L',
    width: 'W',
    height: 'H',
    declared: 'Declared value',
    declaredPlaceholder: 'e.g. 120.00',
    category: 'Goods category',
    categoryPlaceholder: 'Choose',
    insured: 'Insurance',
    submit: 'Estimate',
    resultTitle: 'Prices by line',
    noChannels: 'No lines available',
    actual: 'Actual weight',
    volumetric: 'Volumetric weight',
    chargeable: 'Chargeable weight',
    firstPrice: 'First weight',
    additional: 'Additional weight',
    insurance: 'Insurance',
    disclaimer: 'An estimate only: the freight is charged on the weight and size measured at the warehouse.',
    error: {
      weightRequired: 'Enter the weight (kg)',
      weight: 'Weight: a number above 0 in kg, at most 3 decimals',
      weightMax: 'Weight: at most 1000 kg',
      dims: 'Size: three numbers above 0 in cm (at most 1 decimal), or none',
      declaredRequired: 'Enter the declared value',
      declared: 'Declared value: an amount above 0 with at most 2 decimals',
      category: 'Choose the goods category',
    },
  },
};

addStrings(zh, en);
