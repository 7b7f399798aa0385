import './contract-alias';
import { createTemplate } from './template-db';

export default async function globalSetup(): Promise<void> {
  process.env.NODE_ENV = 'test';
  await createTemplate();
}
