import path from 'node:path';
import { chromium } from '@playwright/test';
import { startBackend } from '../../server/app.ts';
import { serveStatic } from '../../server/cli/static-server.ts';
import { loadPreparedDump } from '../../server/db/prepared.ts';
const backend = await startBackend({ port: 54321, loadDataDir: await loadPreparedDump() });
const app = await serveStatic(path.resolve('dist'), '127.0.0.1', 4173);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const W = 320;
const EXPR = `(function(w){ var out=[]; function sc(el){for(var p=el.parentElement;p;p=p.parentElement){var s=getComputedStyle(p);if(/(auto|scroll|hidden)/.test(s.overflowX)&&p!==document.documentElement&&p!==document.body)return true;}return false;}
 var a=document.querySelectorAll('body *'); for(var i=0;i<a.length;i++){var el=a[i],b=el.getBoundingClientRect(); if(!b.width||!b.height)continue; if((b.right>w+1||b.left<-1)&&!sc(el)) out.push(el.tagName.toLowerCase()+'.'+String(el.className||'').split(' ')[0]+' ['+Math.round(b.left)+','+Math.round(b.right)+'] '+(el.textContent||'').trim().slice(0,30));}
 return {sw:document.documentElement.scrollWidth,out:out.slice(0,4)}; })(${W})`;
async function as(email: string, login: string, routes: string[]) {
  const context = await browser.newContext({ viewport: { width: W, height: 700 } });
  const page = await context.newPage();
  await page.goto(`${app.url}${login}`);
  await page.getByLabel('Email').fill(email); await page.getByLabel('Password').fill('Password-123');
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await page.waitForTimeout(3000);
  for (const r of [null, ...routes]) { if (r) await page.goto(`${app.url}${r}`); await page.waitForTimeout(1800);
    const res = (await page.evaluate(EXPR)) as { sw: number; out: string[] };
    console.log(`${email} ${new URL(page.url()).pathname}: ${res.sw}${res.out.length ? '\n   ' + res.out.join('\n   ') : ''}`);
    // open every tab on the page
    const tabs = page.getByRole('tab'); const n = await tabs.count();
    for (let i = 0; i < n; i++) { await tabs.nth(i).click(); await page.waitForTimeout(700); const t = (await page.evaluate(EXPR)) as { sw: number; out: string[] }; if (t.sw > W) console.log(`   tab ${i} (${await tabs.nth(i).innerText()}): ${t.sw}\n     ${t.out.join('\n     ')}`); }
  }
  await context.close();
}
const ACME = '10000000-0000-4000-8000-000000000001';
await as('admin@acme.test', '/admin-login', [`/org-admin/${ACME}`]);
await as('super@taas.test', '/admin-login', ['/super-admin']);
await as('manager@acme.test', '/login', ['/manager/teams/30000000-0000-4000-8000-000000000001/reports']);
await as('member@acme.test', '/login', ['/assessment-list', '/user/coaching/session/x']);
await browser.close(); await app.close(); await backend.close();
