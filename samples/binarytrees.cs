// args: 10
// The binary-trees allocation benchmark (after the Benchmarks Game's
// rules): build and walk many short-lived trees while one long-lived tree
// stays reachable. Prints the same check lines as the reference programs.
using System;

class TreeNode
{
    TreeNode left, right;

    TreeNode(TreeNode left, TreeNode right) { this.left = left; this.right = right; }

    static TreeNode Bottom(int depth)
    {
        return depth > 0 ? new TreeNode(Bottom(depth - 1), Bottom(depth - 1)) : new TreeNode(null, null);
    }

    int Check()
    {
        return left == null ? 1 : 1 + left.Check() + right.Check();
    }

    static void Main(string[] args)
    {
        int n = args.Length > 0 ? int.Parse(args[0]) : 16;
        int maxDepth = n < 6 ? 6 : n;
        int stretch = maxDepth + 1;
        Console.WriteLine("stretch tree of depth " + stretch + "\t check: " + Bottom(stretch).Check());
        TreeNode longLived = Bottom(maxDepth);
        for (int depth = 4; depth <= maxDepth; depth += 2)
        {
            int iterations = 1 << (maxDepth - depth + 4);
            int check = 0;
            for (int i = 0; i < iterations; i++) check += Bottom(depth).Check();
            Console.WriteLine(iterations + "\t trees of depth " + depth + "\t check: " + check);
        }
        Console.WriteLine("long lived tree of depth " + maxDepth + "\t check: " + longLived.Check());
    }
}
