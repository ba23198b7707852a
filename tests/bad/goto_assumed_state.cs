// error: 15:9
// message: 'y' must be definitely assigned at this goto
// errors: 1
class P {
    static void Main(string[] args) {
        int y;
        if (args.Length > 0) goto late;
        y = 1;
        goto later;
    show:
        System.Console.WriteLine(y);
        return;
    late:
        System.Console.WriteLine("late");
        goto show;
    later:
        goto show;
    }
}
