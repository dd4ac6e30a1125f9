#!/usr/bin/env bash
# Checks the library's translations: po/segmentkit-1.pot holds exactly the messages the sources have now, every
# file with a translatable message is in po/POTFILES, and every language in po/LINGUAS translates every message
# with the same placeholders (msgfmt --check). Fails with what to run when one of them does not hold.
# Usage: Tests/Translations/run.sh XGETTEXT-ARGUMENTS...   (make test passes the Makefile's XGETTEXT_ARGS)
set -uo pipefail
cd "$(dirname "$0")/../.."
failed=0
fail() { echo "FAIL: $*"; failed=1; }
pass() { echo "ok: $*"; }

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# 1. Every Swift file that calls Translation.string/formatted/plural is listed, so xgettext sees its messages.
while read -r file; do
  grep -qxF "$file" po/POTFILES || fail "$file has translatable messages but is not in po/POTFILES"
done < <(grep -rlE 'Translation\.(string|formatted|plural)\(' Sources --include='*.swift' | sort)
while read -r file; do
  grep -qE 'Translation\.(string|formatted|plural)\(' "$file" || fail "po/POTFILES lists $file, which has no message"
done < po/POTFILES

# 2. The template is what the sources say now (the creation date aside).
xgettext "$@" --output="$scratch/now.pot" || fail "xgettext failed"
if diff <(grep -v '^"POT-Creation-Date:' po/segmentkit-1.pot) <(grep -v '^"POT-Creation-Date:' "$scratch/now.pot") \
  > "$scratch/pot.diff"; then
  pass "po/segmentkit-1.pot has the $(grep -c '^msgid "[^"]' po/segmentkit-1.pot) messages of the sources"
else
  fail "po/segmentkit-1.pot is out of date; run make pot and translate what it adds:"; cat "$scratch/pot.diff"
fi

# 3. Every language translates every message, with the placeholders of the original.
for lang in $(cat po/LINGUAS); do
  if [ ! -f "po/$lang.po" ]; then fail "po/LINGUAS lists $lang but po/$lang.po is missing"; continue; fi
  msgfmt --check --output-file=/dev/null "po/$lang.po" 2> "$scratch/msgfmt" || { fail "po/$lang.po:"; cat "$scratch/msgfmt"; }
  if msgcmp "po/$lang.po" po/segmentkit-1.pot 2> "$scratch/msgcmp"; then
    pass "po/$lang.po translates every message"
  else
    fail "po/$lang.po leaves messages untranslated or fuzzy:"; cat "$scratch/msgcmp"
  fi
  [ -f ".build/share/locale/$lang/LC_MESSAGES/segmentkit-1.mo" ] || fail "no catalog for $lang; run make catalogs"
done
exit $failed
