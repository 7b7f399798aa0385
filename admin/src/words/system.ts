// The job queue's dead letters and the audit log.
import { pair } from './pair';

export const systemWords = pair(
  {
    deadJobs: {
      title: '失败任务',
      queue: '队列',
      error: '错误',
      created: '失败时间',
      retry: '重新执行',
      retried: '已重新排队',
      id: '任务 ID',
    },
    audit: {
      title: '审计日志',
      when: '时间',
      actor: '操作人',
      kind: '对象',
      action: '操作',
      label: '记录',
      customer: '客户',
      changes: '变更',
      field: '字段',
      before: '之前',
      after: '之后',
      customerId: '客户 ID',
      dates: '日期',
    },
    auditAction: { create: '新建', update: '修改', delete: '删除', view: '查看' },
  },
  {
    deadJobs: {
      title: 'Dead jobs',
      queue: 'Queue',
      error: 'Error',
      created: 'Failed',
      retry: 'Run again',
      retried: 'Queued again',
      id: 'Job id',
    },
    audit: {
      title: 'Audit log',
      when: 'When',
      actor: 'By',
      kind: 'Object',
      action: 'Action',
      label: 'Record',
      customer: 'Customer',
      changes: 'Changes',
      field: 'Field',
      before: 'Before',
      after: 'After',
      customerId: 'Customer id',
      dates: 'Dates',
    },
    auditAction: { create: 'Created', update: 'Changed', delete: 'Deleted', view: 'Viewed' },
  },
);
