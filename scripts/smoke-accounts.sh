#!/usr/bin/env bash
# Walks through the account flow against a running server, as a person with curl would:
# register → read the code from the development mailbox → verify → /token → /users/me/.
# Usage: scripts/smoke-accounts.sh [base-url]   (default http://localhost:3000; needs curl and node)
# The server must have no SMTP_URL and NODE_ENV other than production, so the code lands in /dev/mailbox.
set -euo pipefail

BASE="${1:-http://localhost:3000}"
EMAIL="smoke-$(date +%s)-$RANDOM@example.com"
PASSWORD="smoke-test-$RANDOM-$RANDOM"

# Reads a field from the JSON on stdin (node is there wherever the server runs).
json() { node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const v=process.argv[1].split(".").reduce((o,k)=>o?.[k],JSON.parse(s));if(v===undefined)process.exit(1);console.log(v)})' "$1"; }

step() { printf '\n== %s\n' "$*"; }

step "POST /register ($EMAIL)"
curl -fsS -X POST "$BASE/register" -H 'content-type: application/json' \
  -d "{\"email\":\"$EMAIL\",\"password\":\"$PASSWORD\"}"
echo

step "GET /dev/mailbox.json?to=$EMAIL"
CODE=""
for _ in $(seq 1 50); do
  TEXT="$(curl -fsS "$BASE/dev/mailbox.json?to=$EMAIL" | json 'emails.0.text' || true)"
  CODE="$(printf '%s' "$TEXT" | sed -n 's/.*code is: \([0-9]\{4\}\).*/\1/p' | head -n1)"
  [ -n "$CODE" ] && break
  sleep 0.2
done
[ -n "$CODE" ] || { echo "no verification code arrived in the dev mailbox" >&2; exit 1; }
echo "code: $CODE"

step "POST /auth/verify"
curl -fsS -X POST "$BASE/auth/verify" -H 'content-type: application/json' \
  -d "{\"email\":\"$EMAIL\",\"code\":\"$CODE\"}"
echo

step "POST /token"
TOKEN="$(curl -fsS -X POST "$BASE/token" --data-urlencode "username=$EMAIL" \
  --data-urlencode "password=$PASSWORD" | json access_token)"
echo "access_token: ${TOKEN:0:16}…"

step "GET /users/me/"
ME="$(curl -fsS "$BASE/users/me/" -H "authorization: Bearer $TOKEN")"
echo "$ME"
LEFT="$(printf '%s' "$ME" | json left_credit)"
TOTAL="$(printf '%s' "$ME" | json total_credit)"
if [ "$LEFT" = 5000 ] && [ "$TOTAL" = 5000 ]; then
  printf '\nOK: %s is verified with left_credit 5000 and total_credit 5000\n' "$EMAIL"
else
  printf '\nFAILED: expected left_credit 5000 and total_credit 5000, got %s and %s\n' "$LEFT" "$TOTAL" >&2
  exit 1
fi
