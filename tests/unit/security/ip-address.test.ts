// The outbound guard's address classifier: a tenant-named URL reached loopback services (a
// BigQuery token_uri at 127.0.0.1); only global unicast addresses may be called, in every
// spelling an address can take.
import { describe, expect, it } from "vitest";
import { classifyAddress, isPublicAddress } from "@/lib/security/ip-address";

describe("classifyAddress", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["::1", "loopback"],
    ["[::1]", "loopback"],
    ["0:0:0:0:0:0:0:1", "loopback"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["64:ff9b::127.0.0.1", "loopback"],
    ["2002:7f00:1::", "loopback"],
    ["0.0.0.0", "reserved"],
    ["::", "reserved"],
    ["::127.0.0.1", "reserved"],
    ["10.0.0.5", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["100.64.0.1", "private"],
    ["100.127.255.255", "private"],
    ["::ffff:10.1.2.3", "private"],
    ["fc00::1", "private"],
    ["fd12:3456::1", "private"],
    ["169.254.169.254", "metadata"],
    ["::ffff:169.254.169.254", "metadata"],
    ["fd00:ec2::254", "metadata"],
    ["169.254.1.1", "link-local"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["224.0.0.1", "reserved"],
    ["255.255.255.255", "reserved"],
    ["192.0.2.10", "reserved"],
    ["198.18.0.1", "reserved"],
    ["ff02::1", "reserved"],
    ["2001:db8::1", "reserved"],
    ["2001::1", "reserved"],
    ["not-an-ip", "invalid"],
    ["127.1", "invalid"],
  ])("%s is %s", (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each([
    "8.8.8.8",
    "142.250.184.10",
    "100.128.0.1",
    "172.32.0.1",
    "169.253.255.255",
    "2607:f8b0:4004:800::200e",
    "::ffff:8.8.8.8",
    "2002:0808:0808::",
  ])("%s is public", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
