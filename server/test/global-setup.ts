import { createTemplate } from './template-db';
import './contract-alias';

export default async function globalSetup(): Promise<void> {
  process.env.NODE_ENV = 'test';
  await createTemplate();
}
