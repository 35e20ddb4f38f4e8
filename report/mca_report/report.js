/* report.js - gcc-mca-report's page: the index of loops (rendered from
   the JSON in #report-data), its filters, the summary chart, and each
   loop's panel (its data in data/loops-NNN.js, loaded when needed).
   Opening the page with #all shows every loop's panel; #loop-N opens
   loop N's.  No network, no library: it works from disk.  */
(function () {
  'use strict';
  var D = JSON.parse(document.getElementById('report-data').textContent);
  var M = D.meta, ROWS = D.rows, BY_ID = {};
  ROWS.forEach(function (r) { BY_ID[r.id] = r; });
  var details = {}, chunkState = {}, chunkWaiters = {};
  var SVGNS = 'http://www.w3.org/2000/svg';

  var COLORS = {
    'loop-carried dependency': '#d9663b', 'dependency through memory': '#b8452a',
    'dependency within an iteration': '#e59a6f', 'load ports': '#3f7fd1',
    'store ports': '#6b5fc9', 'load and store ports': '#5470c6',
    'integer units': '#2f9e8f', 'vector units': '#3aa35c',
    'branch units': '#7c9a2a', 'execution ports': '#4a9ab8',
    'divider': '#c2417b', 'front end': '#8a8f99', 'taken branches': '#a08a5a',
    'full queue': '#9b6fb0', 'one at a time': '#b07a3c',
    'scheduler queues': '#c7a224', 'several paths': '#9aa3b0',
    'no bound': '#b5bcc7'
  };
  function color(g) { return COLORS[g] || '#8a8f99'; }

  function esc(s) {
    return String(s == null ? '' : s).replace(/[&<>"']/g, function (c) {
      return {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;',
              "'": '&#39;'}[c];
    });
  }
  function fmt(x, d) {
    return x == null ? '\u2013' : Number(x).toFixed(d == null ? 2 : d);
  }
  function pct(x) {
    if (x == null) return '\u2013';
    var p = 100 * x;
    return (p >= 10 || p === 0 ? p.toFixed(0) : p >= 1 ? p.toFixed(1)
            : p.toFixed(2)) + '%';
  }
  function big(n) {
    if (n == null) return '\u2013';
    var u = [[1e12, 'T'], [1e9, 'G'], [1e6, 'M'], [1e3, 'k']];
    for (var k = 0; k < u.length; k++)
      if (n >= 10 * u[k][0]) return (n / u[k][0]).toFixed(1) + u[k][1];
    return String(Math.round(n));
  }
  function plural(n, w) { return n + ' ' + w + (n === 1 ? '' : 's'); }
  function where(r) {
    return r.file + ':' + r.line +
      (r.kind === 'region' ? ' (region' + (r.name ? ' ' + r.name : '') + ')'
       : '');
  }
  function verdictClass(v) {
    if (!v) return '';
    if (v === 'as predicted') return 'v-as';
    if (v.indexOf('slower') === 0) return 'v-slow';
    if (v.indexOf('faster') === 0) return 'v-fast';
    return '';
  }

  /* ---- the header and the ranking --------------------------------- */
  var facts = [plural(M.loops, 'loop') + ' analysed'];
  if (M.not_analysed) facts[0] += ', ' + M.not_analysed + ' not';
  facts.push('in ' + plural(M.files, 'source file'));
  if (M.models.length)
    facts.push((M.models.length > 1 ? 'models ' : 'model ') +
               M.models.join(', '));
  if (M.compilers && M.compilers.length) facts.push(M.compilers.join(', '));
  facts.push(M.generated);
  document.getElementById('facts').textContent = facts.join(' \u00b7 ');
  document.getElementById('ranking').textContent = M.ranking;
  document.getElementById('footer').textContent =
    'Made by gcc-mca-report ' + (M.version || '') + ' from ' +
    plural(M.record_files, 'record file') + ' in ' + M.records + '.';

  /* ---- the index ---------------------------------------------------- */
  /* Records of several models (cpu=A,B) give the index a column of
     cycles per iteration for each model, in place of the one column.  */
  var MODEL_COLS = M.model_columns || [];
  function modelCpi(r, m) {
    if (r.mc) return r.mc[m] == null ? null : r.mc[m];
    return r.model === m ? r.cpi : null;
  }
  function hasModel(r, m) { return modelCpi(r, m) != null; }
  /* The model chosen in the filter ranks the index and sums up the
     bottlenecks: a row's figures on it (its own when it is the row's
     primary model, or none is chosen), and the ranking by them.  */
  var chosen = '', ranking = null;
  function val(r, key) {
    var v = chosen && chosen !== r.model && r.mv && r.mv[chosen];
    return v ? v[key] : r[key];
  }
  function rankOn(m) {
    var on = ROWS.filter(function (r) { return hasModel(r, m); });
    on.sort(function (a, b) {
      return val(b, 'w') - val(a, 'w') || modelCpi(b, m) - modelCpi(a, m) ||
        a.rank - b.rank;
    });
    var total = 0, out = {};
    on.forEach(function (r) { total += val(r, 'w') || 0; });
    on.forEach(function (r, k) {
      out[r.id] = {rank: k + 1,
                   share: total > 0 ? (val(r, 'w') || 0) / total : 0};
    });
    return out;
  }
  function rankOf(r) {
    return ranking && ranking[r.id] ? ranking[r.id].rank : r.rank;
  }
  function shareOf(r) {
    return ranking && ranking[r.id] ? ranking[r.id].share : r.share;
  }
  var CPI_COLS = MODEL_COLS.length ? MODEL_COLS.map(function (m) {
    return {key: 'cpi@' + m, model: m, label: 'Cycles/iter ' + m, num: true,
            title: 'predicted cycles per iteration on ' + m};
  }) : [{key: 'cpi', label: 'Cycles/iter', num: true,
         title: 'predicted cycles per iteration'}];
  var COLS = [
    {key: 'rank', label: '#', num: true, title: 'rank'},
    {key: 'where', label: 'Loop', title: 'source file and line'},
    {key: 'fn', label: 'Function'}].concat(CPI_COLS, [
    {key: 'rt', label: 'Block RThroughput', num: true,
     title: 'the cycles an iteration takes if only the units bound it'},
    {key: 'ipc', label: 'IPC', num: true, title: 'instructions per cycle'},
    {key: 'bn', label: 'Bottleneck', title: 'what limits the loop'},
    {key: 'model', label: 'Model', title: 'the CPU model'},
    {key: 'share', label: M.profiled ? 'Time' : 'Est. cycles', num: true,
     title: M.profiled ? 'share of the run\'s time'
       : 'share of the estimated cycles of all loops (GCC\'s count x ' +
         'cycles per iteration)'}
  ]);
  if (M.profiled) {
    COLS.push({key: 'meas', label: 'Measured', num: true,
               title: 'measured cycles per iteration'});
    COLS.push({key: 'verdict', label: 'Verdict'});
  }
  var NCOLS = COLS.length;
  var sort = {key: 'rank', up: true};
  var maxShare = 0;
  function findMaxShare() {
    maxShare = 0;
    ROWS.forEach(function (r) {
      if ((!chosen || hasModel(r, chosen)) && shareOf(r) > maxShare)
        maxShare = shareOf(r);
    });
  }
  findMaxShare();

  function sortValue(r, key) {
    if (key.indexOf('cpi@') === 0) return modelCpi(r, key.slice(4));
    if (key === 'where') return r.file + '\u0000' + ('000000' + r.line).slice(-7);
    if (key === 'share') return shareOf(r);
    if (key === 'rank') return rankOf(r);
    if (key === 'model') return chosen || r.model;
    return val(r, key);
  }

  function cell(r, c) {
    if (c.model) {
      var v = modelCpi(r, c.model);
      return '<td class="num"' + (v == null ? ' title="not analysed on ' +
        esc(c.model) + '"' : '') + '>' + fmt(v) + '</td>';
    }
    switch (c.key) {
    case 'where':
      return '<td class="where" title="' + esc(M.paths[r.file] || r.file) +
        '">' +
        esc(where(r)) + '</td>';
    case 'fn':
      return '<td class="fn" title="' + esc(r.fn) + '">' + esc(r.fn) + '</td>';
    case 'cpi': case 'rt': case 'ipc': case 'meas':
      return '<td class="num">' + fmt(val(r, c.key)) + '</td>';
    case 'bn':
      return '<td class="bn"><span class="dot" style="color:' +
        color(val(r, 'bg')) + '">\u25cf</span> ' + esc(val(r, 'bn')) +
        '</td>';
    case 'model':
      return '<td>' + esc(chosen || r.model) + '</td>';
    case 'share':
      var w = maxShare > 0 ? Math.round(48 * shareOf(r) / maxShare) : 0;
      return '<td class="num"><span class="bar" style="width:' + w +
        'px"></span>' + pct(M.profiled ? r.ts : shareOf(r)) + '</td>';
    case 'verdict':
      return '<td>' + (r.verdict ? '<span class="tag ' +
        verdictClass(r.verdict) + '">' + esc(r.verdict) + '</span>' : '') +
        '</td>';
    case 'rank':
      return '<td class="num">' + rankOf(r) + '</td>';
    default:
      return '<td>' + esc(r[c.key]) + '</td>';
    }
  }

  var head = document.getElementById('head');
  head.innerHTML = COLS.map(function (c) {
    return '<th data-key="' + c.key + '"' + (c.num ? ' class="num"' : '') +
      (c.title ? ' title="' + esc(c.title) + '"' : '') + '>' +
      esc(c.label) + '</th>';
  }).join('');
  head.addEventListener('click', function (ev) {
    var th = ev.target.closest('th');
    if (!th) return;
    var key = th.getAttribute('data-key');
    if (sort.key === key) sort.up = !sort.up;
    else sort = {key: key, up: !(key === 'share' || key === 'cpi' ||
                                  key === 'meas' ||
                                  key.indexOf('cpi@') === 0)};
    render();
  });

  /* Filters: the choices are those of the rows.  */
  function options(id, values) {
    var sel = document.getElementById(id);
    fillOptions(sel, values);
    sel.addEventListener('change', render);
  }
  function fillOptions(sel, values) {
    while (sel.options.length > 1) sel.remove(1);
    values.forEach(function (v) {
      var o = document.createElement('option');
      o.value = v[0]; o.textContent = v[1];
      sel.appendChild(o);
    });
  }
  function counted(key) {
    var n = {};
    ROWS.forEach(function (r) {
      if (chosen && !hasModel(r, chosen)) return;
      var v = val(r, key);
      n[v] = (n[v] || 0) + 1;
    });
    return Object.keys(n).sort().map(function (k) {
      return [k, k + ' (' + n[k] + ')'];
    });
  }
  options('f-file', counted('file'));
  options('f-bn', counted('bg'));
  /* A loop of several models counts under each model that simulated
     it, and the filter shows the loops with figures on the model.  */
  function countedModels() {
    var n = {};
    ROWS.forEach(function (r) {
      (r.mc ? Object.keys(r.mc).filter(function (m) { return hasModel(r, m); })
       : [r.model]).forEach(function (m) { n[m] = (n[m] || 0) + 1; });
    });
    return Object.keys(n).sort().map(function (k) {
      return [k, k + ' (' + n[k] + ')'];
    });
  }
  /* Another model: its ranking, and the bottlenecks as it sees them
     (registered before the filter's own listener, which renders).  */
  function chooseModel(m) {
    chosen = m;
    var primary = !chosen || ROWS.every(function (r) {
      return r.model === chosen || !hasModel(r, chosen);
    });
    ranking = primary ? null : rankOn(chosen);
    findMaxShare();
    var bn = document.getElementById('f-bn'), keep = bn.value;
    fillOptions(bn, counted('bg'));
    bn.value = keep;
    if (bn.value !== keep) bn.value = '';
  }
  document.getElementById('f-model').addEventListener('change', function () {
    chooseModel(this.value);
  });
  options('f-model', countedModels());
  if (M.models.length < 2)
    document.getElementById('f-model').parentNode.style.display = 'none';
  document.getElementById('f-fn').addEventListener('input', render);

  function filtered() {
    var file = document.getElementById('f-file').value,
        fn = document.getElementById('f-fn').value.toLowerCase(),
        bn = document.getElementById('f-bn').value,
        model = document.getElementById('f-model').value;
    return ROWS.filter(function (r) {
      return (!file || r.file === file) && (!bn || val(r, 'bg') === bn) &&
        (!model || hasModel(r, model)) &&
        (!fn || r.fn.toLowerCase().indexOf(fn) >= 0);
    });
  }

  /* The rows are drawn a batch at a time, more as the end of the table
     comes into view: a table of thousands of rows takes the browser
     seconds to lay out, a batch a few milliseconds.  */
  var FIRST = 100, BATCH = 200;
  var openId = null, listed = [], drawn = 0;
  var tbody = document.getElementById('rows');
  var moreBox = document.getElementById('more');

  function drawMore(upTo) {
    var end = Math.min(listed.length, Math.max(drawn + (drawn ? BATCH : FIRST),
                                               upTo || 0));
    if (end <= drawn) return;
    var html = new Array(end - drawn);
    for (var i = drawn; i < end; i++) {
      var r = listed[i], cells = '';
      for (var c = 0; c < NCOLS; c++) cells += cell(r, COLS[c]);
      html[i - drawn] = '<tr class="loop" id="row-' + r.id + '" data-id="' +
        r.id + '" tabindex="0">' + cells + '</tr>';
    }
    tbody.insertAdjacentHTML('beforeend', html.join(''));
    drawn = end;
    moreBox.style.display = drawn < listed.length ? '' : 'none';
    document.getElementById('more-text').textContent = drawn < listed.length
      ? 'The first ' + drawn + ' of ' + listed.length +
        ' loops; more as you scroll.' : '';
  }

  function render() {
    var rows = filtered();
    var k = sort.key, s = sort.up ? 1 : -1;
    rows.sort(function (a, b) {
      var x = sortValue(a, k), y = sortValue(b, k);
      if (x == null && y != null) return 1;
      if (y == null && x != null) return -1;
      if (x < y) return -s;
      if (x > y) return s;
      return rankOf(a) - rankOf(b);
    });
    listed = rows;
    drawn = 0;
    tbody.innerHTML = '';
    drawMore();
    Array.prototype.forEach.call(head.children, function (th) {
      var on = th.getAttribute('data-key') === sort.key;
      th.className = (th.className.replace(/ ?sorted| ?up/g, '') +
                      (on ? ' sorted' + (sort.up ? ' up' : '') : '')).trim();
    });
    document.getElementById('nloops').textContent = ROWS.length;
    document.getElementById('shown').textContent =
      rows.length === ROWS.length ? 'showing all ' + plural(ROWS.length, 'loop')
        : 'showing ' + rows.length + ' of ' + ROWS.length;
    summary(rows);
    if (openId != null) {
      var id = openId;
      openId = null;
      if (listed.some(function (r) { return r.id === id; })) openPanel(id, false);
    }
  }

  /* Show the row of loop ID, drawing the rows down to it.  */
  function drawRow(id) {
    if (document.getElementById('row-' + id)) return true;
    for (var i = drawn; i < listed.length; i++)
      if (listed[i].id === id) { drawMore(i + 1); return true; }
    return false;
  }

  document.getElementById('more-all').addEventListener('click', function () {
    drawMore(listed.length);
  });
  if ('IntersectionObserver' in window)
    new IntersectionObserver(function (entries) {
      if (entries.some(function (e) { return e.isIntersecting; })) drawMore();
    }, {rootMargin: '600px'}).observe(moreBox);

  tbody.addEventListener('keydown', function (ev) {
    if (ev.key === 'Enter' && ev.target.classList.contains('loop')) {
      ev.preventDefault();
      ev.target.click();
    }
  });
  document.getElementById('rows').addEventListener('click', function (ev) {
    if (ev.target.closest('tr.detail')) return;
    var tr = ev.target.closest('tr.loop');
    if (!tr) return;
    var id = +tr.getAttribute('data-id');
    if (allShown) {
      document.getElementById('loop-' + id).scrollIntoView({block: 'start'});
      return;
    }
    if (openId === id) {
      closePanel();
      history.replaceState(null, '', location.pathname + location.search);
    } else {
      openPanel(id, false);
      history.replaceState(null, '', '#loop-' + id);
    }
  });

  function closePanel() {
    var old = document.getElementById('detail-' + openId);
    if (old) old.parentNode.removeChild(old);
    var tr = document.getElementById('row-' + openId);
    if (tr) tr.classList.remove('open');
    openId = null;
  }

  function openPanel(id, scroll) {
    if (openId != null) closePanel();
    if (!drawRow(id)) {
      /* Filtered out: show every loop again.  */
      ['f-file', 'f-fn', 'f-bn', 'f-model'].forEach(function (f) {
        document.getElementById(f).value = '';
      });
      chooseModel('');
      render();
      drawRow(id);
    }
    var tr = document.getElementById('row-' + id);
    if (!tr) return;
    openId = id;
    tr.classList.add('open');
    var dt = document.createElement('tr');
    dt.className = 'detail';
    dt.id = 'detail-' + id;
    var td = document.createElement('td');
    td.colSpan = NCOLS;
    var div = document.createElement('div');
    div.className = 'panel';
    div.id = 'open-' + id;
    div.textContent = 'Loading\u2026';
    td.appendChild(div);
    dt.appendChild(td);
    tr.parentNode.insertBefore(dt, tr.nextSibling);
    withDetail(id, function (d) {
      if (openId !== id) return;
      fillPanel(div, BY_ID[id], d);
      var top = tr.getBoundingClientRect().top;
      if (scroll && (top < 0 || top > window.innerHeight - 120))
        tr.scrollIntoView({block: 'start'});
    });
  }

  /* ---- the summary by bottleneck ------------------------------------ */
  function summary(rows) {
    var g = {}, total = 0;
    rows.forEach(function (r) {
      var bg = val(r, 'bg'), w = val(r, 'w') || 0;
      var e = g[bg] || (g[bg] = {n: 0, w: 0});
      e.n++;
      e.w += w;
      total += w;
    });
    /* A profile's shares are of the whole run's time: shown as they are.
       Estimated cycles are shares of the loops shown.  */
    var by = total > 0 ? 'w' : 'n',
        sum = M.profiled && total > 0 ? 1 : total > 0 ? total : rows.length;
    var keys = Object.keys(g).sort(function (a, b) {
      return g[b][by] - g[a][by] || g[b].n - g[a].n || (a < b ? -1 : 1);
    });
    var el = document.getElementById('chart');
    if (!keys.length) { el.textContent = 'No loop.'; return; }
    var lw = 230, bw = 330, rh = 22, W = lw + bw + 150;
    var s = '<svg xmlns="' + SVGNS + '" width="' + W + '" height="' +
      (keys.length * rh + 26) + '" viewBox="0 0 ' + W + ' ' +
      (keys.length * rh + 26) + '" role="img" aria-label="bottlenecks">';
    keys.forEach(function (k, i) {
      var e = g[k], share = sum ? e[by] / sum : 0, y = i * rh;
      s += '<g data-group="' + esc(k) + '" style="cursor:pointer"><title>' +
        esc(k) + ': ' + plural(e.n, 'loop') + ', ' +
        pct(share) + (total > 0 ? (M.profiled ? ' of the run\'s time'
                                   : ' of the estimated cycles') : '') +
        ' (click to show only these)</title>' +
        '<rect x="0" y="' + y + '" width="' + W + '" height="' + rh +
        '" fill="transparent"/>' +
        '<text x="' + (lw - 8) + '" y="' + (y + 15) +
        '" text-anchor="end" font-size="12.5" fill="#1d2430">' + esc(k) +
        '</text><rect x="' + lw + '" y="' + (y + 4) + '" width="' +
        Math.max(1, Math.round(bw * share)) + '" height="' + (rh - 8) +
        '" rx="2" fill="' + color(k) + '"/><text x="' +
        (lw + Math.round(bw * share) + 6) + '" y="' + (y + 15) +
        '" font-size="12" fill="#5b6473">' + pct(share) + ' \u00b7 ' +
        plural(e.n, 'loop') + '</text></g>';
    });
    s += '<text x="' + lw + '" y="' + (keys.length * rh + 18) +
      '" font-size="11.5" fill="#5b6473">bar: ' +
      (total > 0 ? (M.profiled ? 'share of the run\'s time, in the loops shown'
                    : 'share of the estimated cycles of the loops shown')
       : 'share of the loops shown') + '</text></svg>';
    el.innerHTML = s;
  }

  document.getElementById('chart').addEventListener('click', function (ev) {
    var g = ev.target.closest('g[data-group]');
    if (!g) return;
    var sel = document.getElementById('f-bn');
    var v = g.getAttribute('data-group');
    sel.value = sel.value === v ? '' : v;
    render();
  });

  /* ---- panel data: data/loops-NNN.js --------------------------------- */
  window.MCAReport = {
    loaded: function (c, list) {
      list.forEach(function (d) { details[d.id] = d; });
      chunkState[c] = 'done';
      var w = chunkWaiters[c] || [];
      delete chunkWaiters[c];
      w.forEach(function (f) { f(); });
    }
  };
  function loadChunk(c, f) {
    if (chunkState[c] === 'done') { f(); return; }
    (chunkWaiters[c] = chunkWaiters[c] || []).push(f);
    if (chunkState[c]) return;
    chunkState[c] = 'loading';
    var s = document.createElement('script');
    s.src = 'data/loops-' + ('00' + c).slice(-3) + '.js';
    s.onerror = function () {
      chunkState[c] = 'failed';
      var w = chunkWaiters[c] || [];
      delete chunkWaiters[c];
      w.forEach(function (g) { g(); });
    };
    document.head.appendChild(s);
  }
  function withDetail(id, f) {
    var r = BY_ID[id];
    loadChunk(r.chunk, function () { f(details[id] || null); });
  }

  /* ---- a loop's panel ------------------------------------------------ */
  function fillPanel(div, r, d) {
    if (!d) {
      div.innerHTML = '<p class="missing">The details of this loop are in ' +
        'data/loops-' + ('00' + r.chunk).slice(-3) + '.js beside the page, ' +
        'which could not be loaded.</p>';
      return;
    }
    var h = '<h3 class="title">#' + r.rank + ' <span class="where">' +
      esc(where(r)) + '</span> in ' + esc(r.fn) + ' <span class="n">\u2014 ' +
      esc(r.model) + '</span></h3><div class="grid">';
    h += '<div class="box">' + figures(r, d) + '</div>';
    h += '<div class="box"><h3>Source</h3>' + sourceHtml(r, d) + '</div>';
    h += '<div class="box"><h3>Assembly simulated</h3>' + asmHtml(d) +
      '</div>';
    h += '<div class="box"><h3>Resource pressure</h3>' + pressureSvg(r, d) +
      '</div>';
    h += '<div class="box wide"><h3>Timeline</h3>' + timelineSvg(r, d) +
      '</div></div>';
    div.innerHTML = h;
  }

  function figures(r, d) {
    var f = [['Cycles per iteration', fmt(r.cpi) + ' predicted'],
             ['Block RThroughput', fmt(r.rt)], ['IPC', fmt(r.ipc)]];
    if (r.whatif) f.push(['Without the bottleneck', fmt(r.whatif) +
                          ' cycles per iteration']);
    if (M.profiled) {
      f.push(['Share of the run\'s time', pct(r.ts)]);
      if (r.meas != null)
        f.push(['Measured', fmt(r.meas) + ' cycles per iteration' +
                (r.prec != null ? ' (\u00b1' + (100 * r.prec).toFixed(0) +
                 '%)' : '')]);
      if (r.atp != null)
        f.push(['Predicted as it ran', fmt(r.atp) + ' cycles per iteration' +
                ' at ' + r.trips + ' iterations an entry (the verdict\'s)']);
      else if (r.atpp != null)
        f.push(['Predicted as it ran', fmt(r.atpp) + ' cycles per iteration' +
                ' over its paths as the run took them (the verdict\'s)']);
      if (r.iters != null) f.push(['Iterations in the run', big(r.iters)]);
      if (r.verdict) f.push(['Verdict', '<span class="tag ' +
                             verdictClass(r.verdict) + '">' +
                             esc(r.verdict) + '</span>', true]);
    } else {
      if (r.count != null)
        f.push(['Iterations (GCC\'s count)', big(r.count)]);
      if (r.pgo != null)
        f.push(['Predicted as profiled', fmt(r.pgo) + ' cycles per ' +
                'iteration at ' + r.pgot + ' iterations an entry (the ' +
                'profile read by -fprofile-use)']);
      f.push(['Share of the estimated cycles', pct(r.share)]);
    }
    if (r.pw > 1)
      f.push(['Paths', r.paths + '; figures weighted over the ' + r.pw +
              ' most probable' + (r.wprob != null ? ' (' + pct(r.wprob) +
              ' of iterations)' : '') + '; the most probable' +
              (r.prob != null ? ' (' + pct(r.prob) + ')' : '') + ' drawn']);
    else if (r.paths > 1)
      f.push(['Paths', r.paths + '; the most probable' +
              (r.prob != null ? ' (' + pct(r.prob) + ' of iterations)' : '') +
              ' simulated']);
    if (d.vector)
      f.push(['Vectorized', d.vector.lanes + ' ' + d.vector.element +
              ' an iteration (' + d.vector.bits + '-bit vectors); ' +
              fmt(d.vector.per_element) + ' cycles per element']);
    if (d.calls || d.indirect_calls) {
      var called = (d.calls || []).slice();
      if (d.indirect_calls)
        called.push(d.indirect_calls === 1 ? 'a function through a pointer'
                    : d.indirect_calls + ' calls through pointers');
      f.push(['Calls', called.join(', ') + ' (not simulated: these ' +
              'figures leave out the time spent in ' +
              (called.length === 1 && d.indirect_calls <= 1 ? 'it' : 'them') +
              ')']);
    }
    var h = '<h3>Figures</h3><dl class="figures">' + f.map(function (x) {
      return '<dt>' + esc(x[0]) + '</dt><dd>' + (x[2] ? x[1] : esc(x[1])) +
        '</dd>';
    }).join('') + '</dl>';
    if (d.models) h += modelsTable(d.models);
    if (M.profiled && r.causes && r.causes.length && r.verdict !== 'as predicted')
      h += '<ul class="bounds">' + r.causes.map(function (c) {
        return '<li>' + esc(c) + '</li>';
      }).join('') + '</ul>';
    h += '<h3>What limits it</h3><p class="sentence">' + esc(d.sentence) +
      '</p>';
    if (d.bounds.length > 1) {
      h += '<p class="note" style="margin:0 0 2px">Each part of the ' +
        'processor alone would allow:</p><ul class="bounds">' +
        d.bounds.map(function (b, i) {
          return '<li' + (i === 0 ? ' class="binds"' : '') + '>' +
            esc(b.short) + ': ' + fmt(b.cycles) + ' cycles per iteration' +
            (i === 0 ? ' (binds)' : '') + '</li>';
        }).join('') + '</ul>';
    }
    if (d.advice && d.advice.length)
      h += '<h3 style="margin-top:10px">What to try</h3><ul class="advice">' +
        d.advice.map(function (a) { return '<li>' + esc(a) + '</li>'; })
          .join('') + '</ul>';
    if (d.chain.length) {
      h += '<h3 style="margin-top:10px">Critical chain</h3><p>' +
        d.chain.map(function (c) {
          return '<b>' + esc(c.mnemonic) + '</b>' +
            (c.line ? ' (line ' + c.line + ')' : '') +
            (c.register ? ' \u2192 ' + esc(c.register) : ' \u2192 memory');
        }).join(', ') + ': ' + fmt(d.chain_cycles, 0) + ' cycle' +
        (d.chain_cycles === 1 ? '' : 's') +
        (d.loop_carried ? ', carried from each iteration to the next'
         : ' within an iteration') + '.</p>';
    }
    return h;
  }

  /* The figures of each model side by side, the primary's first (the
     rest of the panel is the primary's).  */
  function modelsTable(models) {
    function row(label, f) {
      return '<tr><th>' + esc(label) + '</th>' + models.map(function (m) {
        if (m.message != null)
          return f === 'bn' ? '<td class="na">not analysed: ' +
            esc(m.message) + '</td>' : '<td class="num">\u2013</td>';
        if (f === 'bn')
          return '<td><span class="dot" style="color:' + color(m.bg) +
            '">\u25cf</span> ' + esc(m.bn) + '</td>';
        return '<td class="num">' + fmt(m[f]) + '</td>';
      }).join('') + '</tr>';
    }
    return '<h3 style="margin-top:10px">On each model</h3>' +
      '<table class="plain models"><thead><tr><th></th>' +
      models.map(function (m, i) {
        return '<th' + (i === 0 ? ' title="the primary model: the rest ' +
          'of this panel is its"' : '') + '>' + esc(m.model) + '</th>';
      }).join('') + '</tr></thead><tbody>' +
      row('Cycles per iteration', 'cpi') + row('Block RThroughput', 'rt') +
      row('IPC', 'ipc') + row('Bottleneck', 'bn') + '</tbody></table>';
  }

  function sourceHtml(r, d) {
    var s = d.source;
    if (!s || s.missing)
      return '<p class="missing">' + esc(s ? s.missing :
                                         'No source.') + '</p>';
    var chain = {};
    (s.chain || []).forEach(function (l) { chain[l] = true; });
    var h = '<pre class="code">';
    for (var i = 0; i < s.lines.length; i++) {
      var n = s.first + i, cls = 'l';
      if (n === r.line) cls += ' loop';
      else if (chain[n]) cls += ' chain';
      h += '<span class="' + cls + '"' +
        (n === r.line ? ' title="the loop"' : chain[n]
         ? ' title="on the critical chain"' : '') + '><span class="ln">' +
        (n === r.line ? '\u25b6 ' : '') + n + '</span>' +
        esc(s.lines[i]) + '</span>';
    }
    h += '</pre><p class="legend"><i style="background:#fff3c4"></i>the ' +
      'loop\'s line<i style="background:#ffe0d2"></i>lines of the ' +
      'critical chain</p>';
    return h;
  }

  function isInstruction(line) {
    var t = line.trim();
    return t && !/^[.\w$]+:/.test(t) && t[0] !== '.' && t[0] !== '#';
  }

  function asmHtml(d) {
    var chain = {};
    d.chain_insns.forEach(function (i) { chain[i] = true; });
    var h = '<pre class="code">', k = 0;
    d.asm.forEach(function (line) {
      var text = line.replace(/\t/g, ' ').replace(/^ +/, '');
      if (isInstruction(line)) {
        h += '<span class="l' + (chain[k] ? ' chain' : '') + '"' +
          (chain[k] ? ' title="on the critical chain"' : '') +
          '><span class="ln">' + k + '</span>' + esc(text) + '</span>';
        k++;
      } else {
        h += '<span class="l label"><span class="ln"></span>' + esc(text) +
          '</span>';
      }
    });
    return h + '</pre>';
  }

  /* The pressure: the cycles each unit is busy an iteration, against the
     cycles an iteration takes.  */
  function pressureSvg(r, d) {
    if (!d.sim) return '<p class="missing">' + esc(d.sim_error) + '</p>';
    var names = (M.units && M.units[r.model]) || [];
    var kinds = (M.unit_kinds && M.unit_kinds[r.model]) || [];
    var used = d.sim.pressure.filter(function (p) { return p[1] >= 0.005; });
    if (!used.length) return '<p class="note">No unit is used.</p>';
    var users = {};
    d.sim.by_instruction.forEach(function (p) {
      (users[p[1]] = users[p[1]] || []).push(p);
    });
    var max = r.cpi || 0;
    used.forEach(function (p) { if (p[1] > max) max = p[1]; });
    max = Math.max(max, 0.5);
    var lw = 120, bw = 330, rh = 19, top = 6, W = lw + bw + 150;
    var H = top + used.length * rh + 30;
    var s = '<svg xmlns="' + SVGNS + '" class="pressure" width="' + W +
      '" height="' + H + '" viewBox="0 0 ' + W + ' ' + H +
      '" role="img" aria-label="resource pressure">';
    used.forEach(function (p, i) {
      var y = top + i * rh, w = Math.max(1, bw * p[1] / max);
      var name = names[p[0]] || ('unit ' + p[0]);
      var kind = kinds[p[0]] || '';
      var tip = name + (kind ? ' (' + kind + ')' : '') + ': busy ' +
        fmt(p[1]) + ' cycles an iteration';
      (users[p[0]] || []).forEach(function (u) {
        tip += '\n  ' + fmt(u[2]) + '  ' +
          (d.sim.instructions[u[0]] || '').replace(/\t/g, ' ');
      });
      s += '<g><title>' + esc(tip) + '</title><text x="' + (lw - 6) +
        '" y="' + (y + 13) + '" text-anchor="end" font-size="11.5" ' +
        'class="mono" fill="#3a4454">' + esc(name) + '</text><rect x="' + lw +
        '" y="' + (y + 3) + '" width="' + w.toFixed(1) + '" height="' +
        (rh - 6) + '" rx="2" fill="#6d9be0"/><text x="' + (lw + w + 5) +
        '" y="' + (y + 13) + '" font-size="11" fill="#5b6473">' + fmt(p[1]) +
        (kind ? '<tspan fill="#98a1ae">  ' + esc(kind) + '</tspan>' : '') +
        '</text></g>';
    });
    if (r.cpi) {
      var x = lw + bw * r.cpi / max;
      s += '<line x1="' + x.toFixed(1) + '" x2="' + x.toFixed(1) + '" y1="' +
        top + '" y2="' + (top + used.length * rh) + '" stroke="#d9663b" ' +
        'stroke-dasharray="4 3"/>';
    }
    var axisY = top + used.length * rh + 14;
    s += '<text x="' + lw + '" y="' + axisY + '" font-size="11" ' +
      'fill="#5b6473">cycles busy per iteration' +
      (r.cpi ? ' (dashed: the ' + fmt(r.cpi) + ' cycles an iteration takes)'
       : '') + '</text>';
    s += '</svg>';
    var idle = names.length - used.length;
    if (idle > 0)
      s += '<p class="legend">' + plural(idle, 'other unit') + ' of ' +
        esc(r.model) + ' unused.  A unit as busy as the iteration is long ' +
        'limits the loop.</p>';
    return s;
  }

  /* The timeline: each instruction of the first iterations as a bar from
     dispatch to retirement, like llvm-mca's timeline view.  */
  var PHASES = [['#e9edf2', 'dispatched'], ['#f3c969', 'waiting for operands'],
                ['#ec8f6a', 'ready, waiting for a unit'],
                ['#4f86d6', 'executing'],
                ['#c6cdd6', 'done, waiting to retire'],
                ['#2d3a4d', 'retired']];
  function timelineSvg(r, d) {
    if (!d.sim) return '<p class="missing">' + esc(d.sim_error) + '</p>';
    var ins = d.sim.instructions, n = ins.length, rows = d.sim.timeline;
    if (!n || !rows.length) return '<p class="note">No timeline.</p>';
    var chain = {};
    d.chain_insns.forEach(function (i) { chain[i] = true; });
    var maxRows = 120, shown = Math.min(rows.length, maxRows);
    var last = 0;
    for (var i = 0; i < shown; i++) last = Math.max(last, rows[i][4]);
    var cw = Math.min(16, 880 / (last + 1));
    var lw = 300, rh = 15, top = 22;
    var W = Math.ceil(lw + (last + 1) * cw + 20), H = top + shown * rh + 8;
    var s = '<svg xmlns="' + SVGNS + '" class="timeline" width="' + W +
      '" height="' + H + '" viewBox="0 0 ' + W + ' ' + H +
      '" role="img" aria-label="timeline">';
    var step = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000]
      .filter(function (v) { return v * cw >= 36; })[0] || 10000;
    for (var c = 0; c <= last + 1; c += step) {
      var x = (lw + c * cw).toFixed(1);
      s += '<line x1="' + x + '" x2="' + x + '" y1="' + (top - 4) + '" y2="' +
        (H - 6) + '" stroke="#eef1f5"/><text x="' + x + '" y="' +
        (top - 8) + '" font-size="10.5" fill="#5b6473" text-anchor="middle">' +
        c + '</text>';
    }
    s += '<text x="4" y="' + (top - 8) + '" font-size="10.5" ' +
      'fill="#5b6473">iteration, instruction</text>';
    for (i = 0; i < shown; i++) {
      var t = rows[i], it = Math.floor(i / n), k = i % n, y = top + i * rh;
      var D = t[0], R = t[1], I = t[2], E = t[3], Rt = t[4];
      var text = (ins[k] || '').replace(/\t/g, ' ');
      if (text.length > 34) text = text.slice(0, 33) + '\u2026';
      if (k === 0 && i) s += '<line x1="0" x2="' + W + '" y1="' + y +
        '" y2="' + y + '" stroke="#c9d0da"/>';
      s += '<g><title>' + esc('iteration ' + it + ', [' + k + '] ' +
        (ins[k] || '').replace(/\t/g, ' ') + '\ndispatched at cycle ' + D +
        ', operands ready at ' + R + ', issued at ' + I + ', done at ' + E +
        ', retired at ' + Rt) + '</title>';
      s += '<text x="4" y="' + (y + 11) + '" font-size="11" class="mono" ' +
        'fill="' + (chain[k] ? '#b4401a' : '#3a4454') + '"' +
        (chain[k] ? ' font-weight="600"' : '') + '>' + it + ',' + k + '  ' +
        esc(text) + '</text>';
      var seg = function (a, b, col) {
        if (b <= a) return '';
        return '<rect x="' + (lw + a * cw).toFixed(1) + '" y="' + (y + 2) +
          '" width="' + ((b - a) * cw).toFixed(1) + '" height="' + (rh - 4) + '" fill="' + col + '"/>';
      };
      s += seg(D, D + 1, PHASES[0][0]);
      s += seg(D + 1, Math.max(D + 1, Math.min(R, I)), PHASES[1][0]);
      s += seg(Math.max(D + 1, R), I, PHASES[2][0]);
      s += seg(I, E + 1, PHASES[3][0]);
      s += seg(E + 1, Rt, PHASES[4][0]);
      s += seg(Rt, Rt + 1, PHASES[5][0]);
      s += '</g>';
    }
    s += '</svg>';
    var legend = '<p class="legend">' + PHASES.map(function (p) {
      return '<i style="background:' + p[0] + '"></i>' + p[1];
    }).join('') + '.  Cycles across; ' +
      plural(Math.ceil(shown / n), 'iteration') + ' of ' + n +
      ' instruction' + (n === 1 ? '' : 's') +
      (shown < rows.length ? ' (the first ' + shown + ' rows)' : '') +
      '; the critical chain\'s instructions in red.</p>';
    return s + legend;
  }

  /* ---- every panel (#all) -------------------------------------------- */
  var allShown = false;
  function showAll() {
    if (allShown) return;
    allShown = true;
    var box = document.getElementById('panels');
    box.innerHTML = '<h2>Every loop</h2>';
    var order = ROWS.slice().sort(function (a, b) { return a.rank - b.rank; });
    var slots = {};
    order.forEach(function (r) {
      var div = document.createElement('div');
      div.className = 'panel';
      div.id = 'loop-' + r.id;
      div.textContent = 'Loading ' + where(r) + '\u2026';
      box.appendChild(div);
      slots[r.id] = div;
    });
    var chunks = {};
    order.forEach(function (r) { chunks[r.chunk] = true; });
    Object.keys(chunks).forEach(function (c) {
      loadChunk(+c, function () {
        order.forEach(function (r) {
          if (r.chunk === +c) fillPanel(slots[r.id], r, details[r.id] || null);
        });
      });
    });
  }

  function onHash() {
    var h = location.hash;
    if (h === '#all') showAll();
    else {
      var m = /^#loop-(\d+)$/.exec(h);
      if (m && BY_ID[+m[1]] && !allShown && openId !== +m[1])
        openPanel(+m[1], true);
    }
  }
  window.addEventListener('hashchange', onHash);
  render();
  /* Milliseconds from the start of the page's load to the index drawn
     and laid out: the tests read it.  */
  if (document.body.offsetHeight >= 0)
    document.documentElement.setAttribute('data-index-ms',
                                          Math.round(performance.now()));
  onHash();
})();
