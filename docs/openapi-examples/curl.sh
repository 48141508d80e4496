#!/usr/bin/env bash
# AI科策云开放接口 · curl + openssl 示例
# 运行：AIKC_BASE_URL=http://localhost:8080 AIKC_KEY=ak_... AIKC_SECRET=sk_... bash curl.sh
set -euo pipefail
BASE="${AIKC_BASE_URL:-http://localhost:8080}"
PATH_="/openapi/v1/policies"

# RFC 3986 percent-encoding of UTF-8 bytes (A-Z a-z 0-9 - . _ ~ stay).
urlencode() {
  local b out=""
  for b in $(printf '%s' "$1" | od -An -v -tx1); do
    case "$b" in
      2d|2e|5f|7e|3[0-9]|4[1-9a-f]|5[0-9a]|6[1-9a-f]|7[0-9a]) out+=$(printf "\\x$b") ;;
      *) out+="%${b^^}" ;;
    esac
  done
  printf '%s' "$out"
}

# name=value pairs, encoded, sorted by name then value (byte order), joined by &.
PAIRS=("$(urlencode keyword)=$(urlencode '人工智能')" "page=1" "page_size=10")
QUERY=$(printf '%s\n' "${PAIRS[@]}" | LC_ALL=C sort -t'=' -k1,1 -k2,2 | paste -sd'&' -)

TS=$(date +%s)
NONCE=$(openssl rand -hex 16)
BODY_HASH=$(printf '' | openssl dgst -sha256 -r | cut -d' ' -f1)
CANONICAL=$(printf 'OPENAPI-HMAC-SHA256\nGET\n%s\n%s\n%s\n%s\n%s' "$PATH_" "$QUERY" "$TS" "$NONCE" "$BODY_HASH")
SIGNATURE=$(printf '%s' "$CANONICAL" | openssl dgst -sha256 -hmac "$AIKC_SECRET" -r | cut -d' ' -f1)

curl -sS -D - "$BASE$PATH_?$QUERY" \
  -H "X-Aikc-Key: $AIKC_KEY" -H "X-Aikc-Timestamp: $TS" -H "X-Aikc-Nonce: $NONCE" -H "X-Aikc-Signature: $SIGNATURE"
