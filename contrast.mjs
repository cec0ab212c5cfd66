import { chromium } from '/work/main/node_modules/playwright/index.mjs';
const [lang, scheme='dark'] = process.argv.slice(2);
const pages = ['laugh-and-lie-down/rules','laugh-and-lie-down/play','laugh-and-lie-down/readings','laugh-and-lie-down/learn','loo/three-card','loo/play','loo/variants','loo/examples','glossary','sources',''];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await (await b.newContext({ viewport:{width:1280,height:900}, colorScheme: scheme })).newPage();
for (const pg of pages) {
  await p.goto(`http://localhost:4396/${lang}/${pg}${pg?'/':''}`);
  await p.waitForTimeout(500);
  const res = await p.evaluate(()=>{
    const parse=c=>{const m=c.match(/[\d.]+/g);return m?m.map(Number):null};
    const lum=([r,g,b])=>{const f=v=>{v/=255;return v<=0.03928?v/12.92:((v+0.055)/1.055)**2.4};return 0.2126*f(r)+0.7152*f(g)+0.0722*f(b)};
    const bg=e=>{while(e){const c=parse(getComputedStyle(e).backgroundColor);if(c&&(c.length<4||c[3]>0.5))return c.slice(0,3);e=e.parentElement;}return [255,255,255]};
    const out=new Map();
    const walker=document.createTreeWalker(document.body,NodeFilter.SHOW_TEXT);
    let n; while(n=walker.nextNode()){
      if(!n.textContent.trim())continue; const e=n.parentElement; const cs=getComputedStyle(e);
      if(cs.visibility==='hidden'||!e.offsetParent&&cs.position!=='fixed')continue;
      if(e.closest('svg'))continue;
      const fg=parse(cs.color); if(!fg)continue; const b=bg(e);
      const a=fg[3]??1; const mix=fg.slice(0,3).map((v,i)=>v*a+b[i]*(1-a))
      const L1=lum(mix),L2=lum(b); const cr=(Math.max(L1,L2)+0.05)/(Math.min(L1,L2)+0.05);
      const large=parseFloat(cs.fontSize)>=24||(parseFloat(cs.fontSize)>=18.5&&+cs.fontWeight>=700);
      const op = +cs.opacity;
      if(cr<(large?3:4.5)){const k=e.tagName+'.'+e.className+' '+cs.color+' on '+b.join(',')+' cr='+cr.toFixed(2); if(!out.has(k))out.set(k,n.textContent.trim().slice(0,40));}
    }
    return [...out].slice(0,12);
  });
  if(res.length) console.log(lang,pg,'\n  '+res.map(x=>x.join(' :: ')).join('\n  '));
}
await b.close();
