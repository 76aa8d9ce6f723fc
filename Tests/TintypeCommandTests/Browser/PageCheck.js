// Loaded by check.html beside a page Tintype wrote (the gallery's or a verify report's index.html):
// opens the page in an iframe, waits for its images, exercises its controls as a reviewer would and
// writes what it saw as JSON into #result, which the test reads from Chromium's --dump-dom.
const frame = document.getElementById('page');
const out = {};
const report = () => { document.getElementById('result').textContent = JSON.stringify(out); };
frame.addEventListener('load', async () => {
  try {
    const w = frame.contentWindow, d = frame.contentDocument;
    const images = [...d.images].filter(image => image.getAttribute('src'));
    await Promise.all(images.map(image => image.complete ? null :
      new Promise(done => { image.addEventListener('load', done); image.addEventListener('error', done); })));
    out.images = images.length;
    out.broken = images.filter(image => image.naturalWidth === 0).map(image => image.getAttribute('src'));
    out.ready = d.body.dataset.ready || null;
    const boxes = [...d.querySelectorAll('.finding')];
    if (boxes.length) {
      // The review's findings: boxes over the images of the entry shown, a line each under the matrix,
      // and the switch that hides them.
      const shownBoxes = () => boxes.filter(box => box.getClientRects().length > 0);
      out.findingBoxesShown = shownBoxes().length;
      out.boxesOverTheirImage = shownBoxes().every(box => {
        const a = box.getBoundingClientRect(), b = box.parentElement.querySelector('img').getBoundingClientRect();
        const x = (a.left + a.right) / 2, y = (a.top + a.bottom) / 2;
        return x >= b.left && x <= b.right && y >= b.top && y <= b.bottom;
      });
      out.findingLabels = [...new Set(shownBoxes().map(box => box.textContent))];
      out.findingLines = d.querySelectorAll('details.findings li').length;
      d.querySelector('input[name=findings]').click();
      out.findingBoxesAfterSwitch = shownBoxes().length;
      d.querySelector('input[name=findings]').click();
    }
    const section = d.querySelector('section.widget');
    if (section) {
      // The gallery: scrubber, filmstrip, backdrop switch, 1:1 view.
      const shown = () => [...new Set([...section.querySelectorAll('table.matrix img')]
        .filter(image => !image.hidden).map(image => image.dataset.entry))];
      out.entriesBefore = shown();
      const scrubber = section.querySelector('.scrubber');
      scrubber.value = 1;
      scrubber.dispatchEvent(new w.Event('input'));
      out.entriesAfterScrubbing = shown();
      out.entryLabel = section.querySelector('.entry-label').textContent;
      section.querySelector('.filmstrip button[data-entry="0"]').click();
      out.entriesAfterFilmstrip = shown();
      const cell = section.querySelector('table.matrix td:not(.empty)');
      out.backdropBefore = w.getComputedStyle(cell).backgroundImage;
      d.querySelector('input[name=backdrop][value=lock]').click();
      out.backdrop = d.body.dataset.backdrop;
      out.backdropAfter = w.getComputedStyle(cell).backgroundImage;
      section.querySelector('table.matrix img:not([hidden])').click();
      const zoom = d.getElementById('zoom');
      out.zoomOpen = zoom.open;
      out.zoomLayout = zoom.querySelector('iframe.layout').getAttribute('src');
      out.zoomArchive = zoom.querySelector('iframe.archive').getAttribute('src');
    }
    const filters = d.querySelector('.filters');
    if (filters) {
      // A verify report: the status filters and the swipe and onion-skin sliders.
      const shown = () => [...d.querySelectorAll('.item')]
        .filter(item => w.getComputedStyle(item).display !== 'none').map(item => item.dataset.status);
      out.itemsAll = shown();
      filters.querySelector('button[data-filter=missing]').click();
      out.itemsMissing = shown();
      filters.querySelector('button[data-filter=all]').click();
      const swipe = d.querySelector('input.swipe');
      swipe.value = 20;
      swipe.dispatchEvent(new w.Event('input'));
      out.swipeClip = swipe.previousElementSibling.querySelector('.top').style.clipPath;
      const onion = d.querySelector('input.onion');
      onion.value = 80;
      onion.dispatchEvent(new w.Event('input'));
      out.onionOpacity = onion.previousElementSibling.querySelector('.top').style.opacity;
      // Accepting the change the check page names: its box, the count, the downloaded approvals file.
      const boxes = [...d.querySelectorAll('input.accept-box')];
      out.acceptBoxes = boxes.map(box => box.dataset.path);
      const download = d.getElementById('download');
      out.downloadDisabledBefore = download ? download.disabled : null;
      const box = boxes.find(b => b.dataset.path === frame.dataset.accept);
      if (box) {
        box.click();
        out.acceptedCount = d.getElementById('accepted-count').textContent;
        out.downloadDisabledAfter = download.disabled;
        out.shownApprovals = d.getElementById('approvals').textContent;
        // The download: the link the button makes, its name and its blob's text.
        const clicked = new Promise(done => {
          w.HTMLAnchorElement.prototype.click = function () { done({name: this.download, href: this.href}); };
        });
        download.click();
        const link = await clicked;
        out.downloadName = link.name;
        out.downloaded = await (await w.fetch(link.href)).text();
      }
    }
  } catch (error) {
    out.error = String(error);
  }
  report();
});
