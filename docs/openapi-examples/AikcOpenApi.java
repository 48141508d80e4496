// AI科策云开放接口 · Java 示例（Java 11+，仅 JDK）
// 运行：AIKC_BASE_URL=http://localhost:8080 AIKC_KEY=ak_... AIKC_SECRET=sk_... java AikcOpenApi.java
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

public class AikcOpenApi {
    /** RFC 3986: URLEncoder writes a space as +, leaves * and encodes ~; undo those three. */
    static String rfc3986(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8).replace("+", "%20").replace("*", "%2A").replace("%7E", "~");
    }

    /** Names are distinct here, so ordering the encoded names is the whole rule. */
    static String sortedQuery(Map<String, String> query) {
        TreeMap<String, String> enc = new TreeMap<>();
        query.forEach((k, v) -> enc.put(rfc3986(k), rfc3986(v)));
        return enc.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining("&"));
    }

    static String hex(byte[] b) {
        return HexFormat.of().formatHex(b);
    }

    public static void main(String[] args) throws Exception {
        String base = System.getenv().getOrDefault("AIKC_BASE_URL", "http://localhost:8080");
        String keyId = System.getenv("AIKC_KEY");
        String secret = System.getenv("AIKC_SECRET");
        String path = "/openapi/v1/policies";
        Map<String, String> query = Map.of("keyword", "人工智能", "page", "1", "page_size", "10");

        String qs = sortedQuery(query);
        String ts = String.valueOf(System.currentTimeMillis() / 1000);
        byte[] nonceBytes = new byte[16];
        new SecureRandom().nextBytes(nonceBytes);
        String nonce = hex(nonceBytes);
        String bodyHash = hex(MessageDigest.getInstance("SHA-256").digest(new byte[0]));
        String canonical = String.join("\n", "OPENAPI-HMAC-SHA256", "GET", path, qs, ts, nonce, bodyHash);
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        String signature = hex(mac.doFinal(canonical.getBytes(StandardCharsets.UTF_8)));

        HttpRequest req = HttpRequest.newBuilder(URI.create(base + path + (qs.isEmpty() ? "" : "?" + qs)))
            .header("X-Aikc-Key", keyId).header("X-Aikc-Timestamp", ts).header("X-Aikc-Nonce", nonce).header("X-Aikc-Signature", signature)
            .GET().build();
        HttpResponse<String> res = HttpClient.newHttpClient().send(req, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        System.out.println(res.statusCode() + " 剩余次数 " + res.headers().firstValue("X-Quota-Remaining").orElse(""));
        System.out.println(res.body());
    }
}
