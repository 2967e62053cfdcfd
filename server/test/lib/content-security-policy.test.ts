import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  buildContentSecurityPolicy,
  inlineScriptHashes,
} from '../../src/lib/content-security-policy.ts';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

function directives(policy: string) {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('buildContentSecurityPolicy', () => {
  it('allows the site, YouTube and Razorpay, and nothing inline for scripts', () => {
    const policy = directives(buildContentSecurityPolicy());
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://checkout.razorpay.com']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://i.ytimg.com']);
    expect(policy.get('frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://api.razorpay.com',
      'https://checkout.razorpay.com',
    ]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.razorpay.com',
      'https://lumberjack.razorpay.com',
    ]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('font-src')).toEqual(["'self'"]);
    // The installable app: our own service worker and manifests only (decision 045).
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('manifest-src')).toEqual(["'self'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('adds the given script hashes to script-src only', () => {
    const policy = directives(buildContentSecurityPolicy({ scriptHashes: ['sha256-abc='] }));
    expect(policy.get('script-src')).toEqual([
      "'self'",
      'https://checkout.razorpay.com',
      "'sha256-abc='",
    ]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('asks browsers to upgrade insecure requests on an https site', () => {
    expect(buildContentSecurityPolicy({ upgradeInsecureRequests: true })).toMatch(
      /; upgrade-insecure-requests$/,
    );
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script, module scripts included', () => {
    const first =
      "try{if(localStorage.getItem('language')==='hi')document.documentElement.lang='hi'}catch(e){}";
    const second = '\n  import "/assets/manifest.js";\n';
    const html = `<html><head><script>${first}</script><script src="/assets/app.js"></script></head><body><script type="module" async="">${second}</script></body></html>`;
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([sha256(first), sha256(second)]);
  });

  it('skips scripts loaded from a file and lists a repeated script once', () => {
    const html = '<script src="/a.js"></script><SCRIPT>x()</SCRIPT><script>x()</script>';
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([sha256('x()')]);
  });

  it('leaves out data blocks (JSON-LD), which browsers never run', () => {
    const html =
      '<head><script type="application/ld+json">{"@type":"Organization"}</script>' +
      "<script type='text/javascript'>a()</script><script type=module>b()</script></head>";
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([sha256('a()'), sha256('b()')]);
  });

  it('hashes the UTF-8 of a script written in Hindi, in a Hindi page', () => {
    // ठ is E0 A4 A0 in UTF-8: read byte for byte, its last byte is not a space before `src`.
    const script = "document.title='शुभ ज्योतिष'";
    const html = `<html lang="hi"><head><title>कुंडली</title><script data-note="ठsrc=x">${script}</script></head><body>ठ</body></html>`;
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([sha256(script)]);
  });

  it('finds nothing in a page without inline scripts', () => {
    expect(inlineScriptHashes(Buffer.from('<html><body><p>hi</p></body></html>'))).toEqual([]);
  });
});
