/* sieve.c - the C floor for samples/sieve.cs: the same sieve of
 * Eratosthenes over a bool array, the same passes, the same output lines
 * ("primes below N: C", "Sieve_Pass VALUE ms", "Sieve_Mark VALUE ns/op"),
 * so `kiln compare samples/sieve.cs --floor` puts both side by side.
 * Usage: sieve_c [N] [REPEAT] (defaults as in the sample: 2000000 10).
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int count_primes(bool *composite, int n)
{
    for (int i = 0; i < n; i++)
        composite[i] = false;
    int count = 0;
    for (int i = 2; i < n; i++) {
        if (composite[i])
            continue;
        count++;
        for (long j = (long)i * i; j < n; j += i)
            composite[j] = true;
    }
    return count;
}

static long long now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

int main(int argc, char **argv)
{
    int n = 2000000, repeat = 10, positional = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--check"))
            continue;
        if (positional++ == 0)
            n = atoi(argv[i]);
        else
            repeat = atoi(argv[i]);
    }
    if (n < 2)
        n = 2;
    if (repeat < 1)
        repeat = 1;
    bool *composite = malloc((size_t)n);
    if (!composite)
        return 1;
    int first = count_primes(composite, n), bad = 0;
    long long t0 = now_ns();
    for (int r = 0; r < repeat; r++)
        bad += count_primes(composite, n) != first;
    long long ns = now_ns() - t0;
    printf("primes below %d: %d\n", n, first);
    if (bad) {
        printf("CHECK FAILED: %d passes disagree\n", bad);
        return 1;
    }
    if (ns <= 0)
        ns = 1;
    printf("Sieve_Pass %.2f ms\n", (double)ns / repeat / 1e6);
    printf("Sieve_Mark %.2f ns/op\n", (double)ns / ((double)repeat * n));
    free(composite);
    return 0;
}
