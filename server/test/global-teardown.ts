import './contract-alias';
import { dropTemplate } from './template-db';

export default async function globalTeardown(): Promise<void> {
  await dropTemplate();
}
