"""kmodfile.py - the module header's checksum (docs/module-format.md), for
test scripts that patch a module's bytes and must keep it past the
checksum check (kmod/kmod.c kmod_checksum; kmod_fix_checksum in C)."""
import struct

HEADER = 28
_M = 0xFFFFFFFFFFFFFFFF


def _lane(h, w):
    return ((((h << 23) | (h >> 41)) & _M) ^ w) * 0x100000001b3 & _M


def checksum(data):
    """The checksum of a module's bytes after the header."""
    basis = 0xcbf29ce484222325
    h = [basis, basis + 1, basis + 2, basis + 3]
    whole = len(data) // 32 * 32
    for i in range(0, whole, 32):
        w = struct.unpack_from('<4Q', data, i)
        for k in range(4):
            h[k] = _lane(h[k], w[k])
    r = _lane(_lane(_lane(h[0], h[1]), h[2]), h[3])
    for x in data[whole:]:
        r = _lane(r, x)
    return _lane(r, len(data))


def fix_checksum(b):
    """Store the checksum of the module in bytearray b in its header."""
    struct.pack_into('<Q', b, 20, checksum(bytes(b[HEADER:])))
