/* binarytrees.c - the C floor for samples/binarytrees.cs: the same trees
 * built with malloc and released with free, printing the same check lines. */
#include <stdio.h>
#include <stdlib.h>

typedef struct node { struct node *left, *right; } node;

static node *bottom(int depth)
{
    node *n = malloc(sizeof *n);
    if (!n) {
        fputs("out of memory\n", stderr);
        exit(1);
    }
    n->left = depth > 0 ? bottom(depth - 1) : NULL;
    n->right = depth > 0 ? bottom(depth - 1) : NULL;
    return n;
}

static int check(const node *n)
{
    return n->left ? 1 + check(n->left) + check(n->right) : 1;
}

static void release(node *n)
{
    if (n->left) {
        release(n->left);
        release(n->right);
    }
    free(n);
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 16;
    int max_depth = n < 6 ? 6 : n;
    node *stretch = bottom(max_depth + 1);
    printf("stretch tree of depth %d\t check: %d\n", max_depth + 1, check(stretch));
    release(stretch);
    node *long_lived = bottom(max_depth);
    for (int depth = 4; depth <= max_depth; depth += 2) {
        int iterations = 1 << (max_depth - depth + 4), sum = 0;
        for (int i = 0; i < iterations; i++) {
            node *t = bottom(depth);
            sum += check(t);
            release(t);
        }
        printf("%d\t trees of depth %d\t check: %d\n", iterations, depth, sum);
    }
    printf("long lived tree of depth %d\t check: %d\n", max_depth, check(long_lived));
    release(long_lived);
    return 0;
}
