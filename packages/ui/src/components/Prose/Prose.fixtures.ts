// HTML as the site's blog build renders Markdown: heading ids, external links in a new tab with a note for
// screen readers, tables in a focusable scroll region.

/** Every element a post can contain. */
export const proseHtmlFixture = `<p>From May to September the sun over most of Pakistan can burn unprotected skin in under half an hour around midday. A few habits protect you well.</p>
<h2 id="choosing-a-sunscreen">Choosing a sunscreen</h2>
<p>Look for <strong>broad spectrum</strong> protection and <em>SPF 30 or higher</em>. The <a href="https://www.pmd.gov.pk" target="_blank" rel="noopener noreferrer">Pakistan Meteorological Department<span data-prose-hidden=""> (opens in a new tab)</span></a> warns of heat waves a few days ahead.</p>
<ul>
<li>Gels suit oily skin in humid Karachi.</li>
<li>Creams suit drier skin in winter.</li>
</ul>
<h3 id="how-much-to-use">How much to use</h3>
<ol>
<li>Squeeze a line of sunscreen along two fingers.</li>
<li>Apply it fifteen minutes before going out.</li>
<li>Reapply every two hours outdoors.</li>
</ol>
<blockquote>
<p>Clouds and dusty haze do not stop UV rays, so keep the habit on grey days too.</p>
</blockquote>
<p>Labels often say <code>SPF 50+ PA++++</code>; the plus signs rate UVA protection.</p>
<pre><code>Morning: cleanse → moisturise → sunscreen
Midday: reapply sunscreen
Night: cleanse → moisturise</code></pre>
<div data-prose-table="" role="region" tabindex="0" aria-label="Table: Reading (mmHg), What it usually means, What to do">
<table>
<thead>
<tr>
<th scope="col">Reading (mmHg)</th>
<th scope="col">What it usually means</th>
<th scope="col">What to do</th>
</tr>
</thead>
<tbody>
<tr>
<td>Below 120/80</td>
<td>Normal</td>
<td>Check once a year</td>
</tr>
<tr>
<td>140/90 or higher</td>
<td>High blood pressure if it stays there</td>
<td>See your doctor about treatment</td>
</tr>
</tbody>
</table>
</div>
<hr>
<p>See a dermatologist if a mole changes in size, shape or colour. You can <a href="/doctors/search">find a doctor near you</a>.</p>
`;

/** The same kinds of content in Urdu, for right-to-left reading. */
export const proseUrduHtmlFixture = `<p>گرمیوں میں دھوپ بہت تیز ہوتی ہے۔ چند آسان عادتیں جلد کو محفوظ رکھتی ہیں۔</p>
<h2 id="سن-اسکرین-کا-انتخاب">سن اسکرین کا انتخاب</h2>
<ul>
<li>کم از کم ایس پی ایف 30 والی سن اسکرین لیں۔</li>
<li>ہر دو گھنٹے بعد دوبارہ لگائیں۔</li>
</ul>
<blockquote>
<p>بادل اور گرد بھی دھوپ کی شعاعوں کو نہیں روکتے۔</p>
</blockquote>
<p>مزید معلومات کے لیے <a href="/doctors/search">ڈاکٹر تلاش کریں</a>۔</p>
`;
