# CPU: znver4
# MEASURED: 1.75
# graph.c:61's branches without its loads: two ALU operations (movslq of the counter, movslq of a register the loop leaves alone) compared by a fused cmpl/jl, the counter's addl and its fused cmpl/jle: 1.75 cycles per iteration (leal 1 in place of the movslq 1.78, movsbl 1.75); with either one a move the core eliminates (movl, leal 0) 1.01-1.02 (zen4-br-07)
	movslq %eax, %r9
	movslq %edi, %r11
	cmpl %r11d, %r9d
	jl 1f
1:
	addl $1, %eax
	cmpl %eax, %esi
	jle 2f
2:
