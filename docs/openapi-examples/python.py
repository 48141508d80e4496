# AI科策云开放接口 · Python 示例（Python 3.8+，仅标准库）
# 运行：AIKC_BASE_URL=http://localhost:8080 AIKC_KEY=ak_... AIKC_SECRET=sk_... python3 python.py
import hashlib
import hmac
import json
import os
import secrets
import time
import urllib.error
import urllib.parse
import urllib.request


def rfc3986(s):
    return urllib.parse.quote(str(s), safe="-_.~")


def sorted_query(query):
    pairs = sorted((rfc3986(k), rfc3986(v)) for k, v in query.items())
    return "&".join(f"{k}={v}" for k, v in pairs)


def sign_headers(method, path, query, key_id, secret, body=b""):
    ts = str(int(time.time()))
    nonce = secrets.token_hex(16)
    canonical = "\n".join([
        "OPENAPI-HMAC-SHA256", method.upper(), path, sorted_query(query), ts, nonce,
        hashlib.sha256(body).hexdigest(),
    ])
    signature = hmac.new(secret.encode(), canonical.encode(), hashlib.sha256).hexdigest()
    return {"X-Aikc-Key": key_id, "X-Aikc-Timestamp": ts, "X-Aikc-Nonce": nonce, "X-Aikc-Signature": signature}


def call(base_url, key_id, secret, path, query):
    qs = sorted_query(query)
    req = urllib.request.Request(f"{base_url}{path}" + (f"?{qs}" if qs else ""), headers=sign_headers("GET", path, query, key_id, secret))
    try:
        with urllib.request.urlopen(req, timeout=10) as res:
            return res.status, res.headers.get("X-Quota-Remaining"), json.load(res)
    except urllib.error.HTTPError as e:
        return e.code, e.headers.get("X-Quota-Remaining"), json.load(e)


if __name__ == "__main__":
    status, remaining, body = call(
        os.environ.get("AIKC_BASE_URL", "http://localhost:8080"), os.environ["AIKC_KEY"], os.environ["AIKC_SECRET"],
        "/openapi/v1/policies", {"keyword": "人工智能", "page": 1, "page_size": 10},
    )
    print(status, "剩余次数", remaining)
    print(json.dumps(body, ensure_ascii=False, indent=2))
