import { dropTemplate } from './template-db';
import './contract-alias';

export default async function globalTeardown(): Promise<void> {
  await dropTemplate();
}
