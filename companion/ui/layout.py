"""The pages' layout for a phone (390 px wide), a tablet (800 × 1000) and a laptop (1280 wide).

One stylesheet, scoped to ``.companion-page`` (the box a page function returns), shown once per page:

* every button, input, drop-down and toggle is at least 40 px tall (a finger's tap target) — by raising
  ipywidgets' own size variable ``--jp-widgets-inline-height`` inside the page, so widgets grow with it;
* rows of widgets wrap instead of running off the screen; labels wrap instead of being cut short
  ("Ivc/Jew/Gc"), and buttons and drop-downs are as wide as their label in either language;
* tables scroll sideways inside their own box (``.companion-scroll``) instead of being clipped, and images
  shrink to the screen's width;
* below 600 px the margins shrink and the player cards of a calculator take the whole width.

Example:
    >>> from companion.ui.layout import page_box
    >>> box = page_box([])
    >>> "companion-page" in box._dom_classes
    True
"""
from __future__ import annotations

from typing import Sequence

import ipywidgets as W

#: smallest tap target, in CSS pixels (WCAG 2.5.8 asks 24; 40 is comfortable on a phone at the table)
TAP = 40

STYLE = f"""<style>
.companion-page {{ --jp-widgets-inline-height: {TAP}px; --jp-widgets-font-size: 15px;
  max-width: 1240px; box-sizing: border-box; }}
.companion-page .widget-button, .companion-page .widget-toggle-button, .companion-page .jupyter-button,
.companion-page .widget-upload {{ min-height: {TAP}px; height: auto; }}
.companion-page .widget-toggle-button {{ min-width: {TAP}px; }}
.companion-page .widget-button, .companion-page .widget-upload {{ width: auto !important; max-width: 100%;
  white-space: normal; padding: 0 14px; }}
.companion-page .widget-dropdown {{ width: auto !important; max-width: 100%; }}
.companion-page .widget-dropdown > select {{ width: auto; min-width: 110px; max-width: 100%; }}
.companion-page input, .companion-page select, .companion-page textarea {{ min-height: {TAP}px; font-size: 16px; }}
.companion-page .widget-checkbox input[type="checkbox"] {{ width: 24px; height: 24px; min-height: 24px; }}
.companion-page .widget-checkbox {{ min-height: {TAP}px; min-width: {TAP}px; }}
.companion-page .widget-checkbox .widget-label-basic {{ min-height: {TAP}px; display: flex; align-items: center; }}
.companion-page .widget-toggle-buttons .widget-toggle-button {{ margin: 2px 4px 2px 0; }}
.companion-page .widget-toggle-buttons, .companion-page .widget-hbox {{ flex-wrap: wrap; height: auto; }}
.companion-page .widget-toggle-buttons > div {{ display: flex; flex-wrap: wrap; }}
.companion-page .widget-label, .companion-page .widget-inline-hbox .widget-label {{ white-space: normal;
  overflow: visible; text-overflow: clip; height: auto; min-height: {TAP}px; line-height: 1.25;
  display: flex; align-items: center; }}
.companion-page .widget-label-basic, .companion-page .widget-label-basic span {{ white-space: normal;
  overflow: visible; text-overflow: clip; height: auto; line-height: 1.25; }}
.companion-page .widget-html, .companion-page .widget-htmlmath {{ height: auto; max-width: 100%; }}
.companion-page .widget-html-content, .companion-page .widget-htmlmath-content {{ line-height: 1.4;
  overflow-x: auto; max-width: 100%; min-width: 0; flex: 1 1 auto; overflow-wrap: break-word; }}
.companion-page .MathJax_CHTML, .companion-page .MathJax, .companion-page mjx-container {{ display: inline-block;
  max-width: 100%; overflow-x: auto; overflow-y: hidden; vertical-align: middle; }}
.companion-page th, .companion-page td {{ overflow-wrap: normal; word-break: normal; }}
.companion-page td:first-child {{ white-space: nowrap; }}
.companion-page .companion-prose a, .companion-page .widget-html a:not(.companion-download) {{ color: #1565c0;
  text-decoration: underline; }}
.companion-nav {{ margin: 10px 0 6px 0; padding-bottom: 6px; border-bottom: 2px solid #1565c0; }}
.companion-nav .widget-toggle-button {{ font-size: 16px; font-weight: bold; padding: 0 16px; }}
.companion-page .widget-toggle-button.mod-active {{ background: #1565c0; color: #fff; }}
.companion-page a.companion-download, .companion-page a.companion-link {{ min-height: {TAP}px; display: inline-flex;
  align-items: center; box-sizing: border-box; margin: 2px 6px 2px 0; }}
.companion-page img {{ max-width: 100%; height: auto; }}
.companion-scroll {{ overflow-x: auto; max-width: 100%; -webkit-overflow-scrolling: touch; }}
.companion-page .companion-result {{ overflow-x: auto; max-width: 100%; }}
.companion-page table {{ border-collapse: collapse; }}
.companion-page th, .companion-page td {{ padding: 4px 10px; border-bottom: 1px solid #ddd; }}
.companion-info {{ color: #37474f; }}
.companion-ok {{ color: #2e7d32; font-weight: bold; }}
@media (max-width: 600px) {{
  .companion-page {{ padding: 0 2px; }}
  .companion-page .companion-card {{ width: 100%; box-sizing: border-box; margin: 4px 0; }}
  .companion-page h2 {{ font-size: 1.3em; }} .companion-page h3 {{ font-size: 1.15em; }}
  .companion-page th, .companion-page td {{ padding: 3px 6px; }}
}}
</style>"""


def page_box(children: Sequence[W.Widget]) -> W.VBox:
    """A page: ``children`` under the layout stylesheet, in a box of class ``companion-page``."""
    box = W.VBox([W.HTML(STYLE), *children], layout=W.Layout(width="100%"))
    box.add_class("companion-page")
    return box
