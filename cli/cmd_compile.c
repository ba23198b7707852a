/* cmd_compile.c: placeholder, replaced by its owner. */
typedef int kiln_placeholder_;
