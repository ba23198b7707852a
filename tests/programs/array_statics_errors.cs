// mono: skip
// System.Array's exceptions with .NET 8's messages (Mono 6.8 lacks Array.Clear(array) and words several
// differently, e.g. Clear's "index + length > size"): null arrays and
// delegates, negative and too large indexes and counts, short copies, a
// failing comparer, Array.Clear(array) (.NET 6).
using System;

class P
{
    static void Try(string what, Action a)
    {
        try {
            a();
            Console.WriteLine(what + ": no exception");
        } catch (ArgumentNullException e) {
            Console.WriteLine(what + ": ArgumentNullException: " + e.Message);
        } catch (ArgumentOutOfRangeException e) {
            Console.WriteLine(what + ": ArgumentOutOfRangeException: " + e.Message);
        } catch (ArgumentException e) {
            Console.WriteLine(what + ": ArgumentException: " + e.Message);
        } catch (IndexOutOfRangeException e) {
            Console.WriteLine(what + ": IndexOutOfRangeException: " + e.Message);
        } catch (InvalidOperationException e) {
            Console.WriteLine(what + ": InvalidOperationException: " + e.Message + " (" + e.InnerException.Message + ")");
        }
    }

    static void Main()
    {
        int[] a = { 3, 1, 2 };
        int[] nul = null;
        Try("Sort null", () => Array.Sort(nul));
        Try("Sort -1", () => Array.Sort(a, -1, 2));
        Try("Sort len -1", () => Array.Sort(a, 0, -1));
        Try("Sort -1,-1", () => Array.Sort(a, -1, -1));
        Try("Sort 2,2", () => Array.Sort(a, 2, 2));
        Try("Sort null comparison", () => Array.Sort(a, (Comparison<int>)null));
        Try("Sort throwing", () => Array.Sort(a, (x, y) => { throw new FormatException("no"); }));
        Try("Sort keys null", () => Array.Sort<int, int>(null, a));
        Try("Sort items short", () => Array.Sort(a, new int[2]));
        Try("BinarySearch 1,3", () => Array.BinarySearch(a, 1, 3, 5));
        Try("Reverse 1,5", () => Array.Reverse(a, 1, 5));
        Try("IndexOf start 4", () => Array.IndexOf(a, 1, 4));
        Try("IndexOf count 3", () => Array.IndexOf(a, 1, 1, 3));
        Try("LastIndexOf start 3", () => Array.LastIndexOf(a, 1, 3));
        Try("LastIndexOf count 3", () => Array.LastIndexOf(a, 1, 1, 3));
        Try("Fill start 4", () => Array.Fill(a, 0, 4, 0));
        Try("Fill count 2", () => Array.Fill(a, 0, 2, 2));
        Try("Clear 2,2", () => Array.Clear(a, 2, 2));
        Try("Clear -1", () => Array.Clear(a, -1, 1));
        Try("Copy null", () => Array.Copy(nul, a, 1));
        Try("Copy to null", () => Array.Copy(a, nul, 1));
        Try("Copy -1", () => Array.Copy(a, a, -1));
        Try("Copy src -1", () => Array.Copy(a, -1, a, 0, 1));
        Try("Copy dst -1", () => Array.Copy(a, 0, a, -1, 1));
        Try("Copy src short", () => Array.Copy(a, 2, new int[5], 0, 2));
        Try("Copy dst short", () => Array.Copy(a, 0, new int[1], 0, 2));
        Try("Resize -1", () => Array.Resize(ref a, -1));
        Try("Find null", () => Array.Find(a, null));
        Try("FindIndex start 4", () => Array.FindIndex(a, 4, x => true));
        Try("FindIndex count 4", () => Array.FindIndex(a, 0, 4, x => true));
        Try("FindLastIndex start 3", () => Array.FindLastIndex(a, 3, x => true));
        Try("FindLastIndex count 3", () => Array.FindLastIndex(a, 1, 3, x => true));
        Try("ConvertAll null", () => Array.ConvertAll<int, int>(a, null));
        Try("ForEach null", () => Array.ForEach(a, null));
        Try("TrueForAll null", () => Array.TrueForAll(a, null));
        Array.Clear(a);
        Console.WriteLine("cleared: " + a[0] + a[1] + a[2]);
    }
}
