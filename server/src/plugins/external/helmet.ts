/**
 * Security headers on every answer (@fastify/helmet): a Content-Security-Policy the H5 app runs under,
 * nosniff, frame-ancestors, Referrer-Policy, HSTS in production.
 *
 * The policy allows what the app really loads: its own scripts, the one inline script of the built
 * index.html (Taro's rem sizing) by its hash, Stripe.js and its frames for card payments, images from https
 * (banners) and data:/blob: (previews), and our own pages and blob: PDFs in frames (the file preview). Styles may be
 * inline: Taro's H5 runtime and NutUI insert <style> elements and style attributes as they render (measured:
 * the login page alone is refused five without it), and the sandbox checkout page has its own <style>.
 * Swagger UI keeps its own policy (plugins/external/swagger.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

const STRIPE = ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'];

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Hashes of the inline <script> blocks of the built index.html; none when it is not built. */
export function inlineScriptHashes(h5Dist: string): string[] {
  const index = path.join(h5Dist, 'index.html');
  if (!existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  const blocks = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
  return blocks.map((m) => hashOf(m[1])).filter((h, i, all) => all.indexOf(h) === i);
}

export default fp(
  async (app) => {
    const { config } = app.deps;
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          scriptSrc: ["'self'", ...inlineScriptHashes(config.h5Dist), 'https://js.stripe.com'],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          // blob:: Taro's H5 uploadFile reads the chosen photo back from its blob: URL with XHR.
          connectSrc: ["'self'", 'blob:', 'https://api.stripe.com'],
          // blob:: the file preview frames the downloaded PDF as a blob: URL.
          frameSrc: ["'self'", 'blob:', ...STRIPE],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
          ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // Stripe's 3-D Secure and WeChat sign-in may open windows that report back.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
  },
  { name: 'helmet' },
);
