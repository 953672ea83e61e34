#!/bin/sh
# The browser of the bench (see quiet-chromium.mjs), and of the browser tests that need the whole
# browser or run where its headless shell is not installed (tools/test-browser.mjs): the Chromium named by
# QUIET_CHROMIUM_OF (Debian's by default), without the two pages of its own address bar. Headless
# Chromium 156 builds them (chrome://omnibox-popup.top-chrome) for every new window, and each test
# and each measured page load opens one: a renderer busy for about two seconds on one of the
# machine's two cores while the page under test loads. Playwright passes a --disable-features list
# of its own and Chromium reads only the last one given, so the two join every such list.
features="WebUIOmniboxPopup,WebUIOmniboxAimPopup"
browser="${QUIET_CHROMIUM_OF:-/usr/bin/chromium}"
if [ "$browser" -ef "$0" ]; then
  echo "quiet-chromium: QUIET_CHROMIUM_OF names this wrapper, not a browser" >&2
  exit 2
fi
merged=""
for arg in "$@"; do
  shift
  case "$arg" in
    --disable-features=*)
      arg="$arg,$features"
      merged=1
      ;;
  esac
  set -- "$@" "$arg"
done
[ -n "$merged" ] || set -- "$@" "--disable-features=$features"
exec "$browser" "$@"
