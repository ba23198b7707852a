/* gc.c: placeholder, replaced by its owner. */
typedef int kiln_placeholder_;
