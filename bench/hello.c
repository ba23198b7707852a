/* hello.c - the C floor for cold start: what samples/hello.cs does, in C. */
#include <stdio.h>

int main(void)
{
    puts("Hello, World!");
    return 0;
}
