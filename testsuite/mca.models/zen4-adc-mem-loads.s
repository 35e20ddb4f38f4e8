# Zen 4: adc to memory beside two independent loads: one AGU and one ALU
# operation, and the integer scheduler's share follows them.  LLVM's
# class books the four ALUs four cycles and two AGUs (llvm-mca-19: 1.34
# cycles per iteration; gcc-mca with that class 2.23); with only those
# lowered, the class's leftover scheduler cycles took a branch unit
# (1.50).
# SOURCE: gcc-mca-measure on the Zen 4 host: 1.02 cycles per iteration
# CPU: znver4
# CYCLES: 1.02
	adcq	%rcx, (%rdi,%rax)
	movq	(%rsi,%rax), %r9
	movq	8(%rsi,%rax), %r10
	addq	$8, %rax
