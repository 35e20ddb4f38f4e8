# A figure above every bound on a model with bind rules: the loop of
# examples/loops.c's count_above on znver4 simulates at 1.51 cycles per
# iteration where no bound exceeds 1.00, and the same run with each ALU
# operation free to take any ALU when it issues (the rules off) at 1.01:
# the queues the model gives operations at dispatch hold it there (the
# Zen 4 host measures 2.00, bench/micro zen4-loadop-01).  A model
# without bind rules (sapphirerapids, in bounds-port-union) prints no
# such line.
# RUN: -mcpu=znver4 -iterations=1000 -bounds -instruction-info=false -resource-pressure=false
# RUN-json: -mcpu=znver4 -iterations=1000 -bounds -json -summary-view=false -instruction-info=false -resource-pressure=false
.L15:
	xorl	%ecx, %ecx
	cmpl	(%rdi), %edx
	setl	%cl
	addq	$4, %rdi
	addl	%ecx, %eax
	cmpq	%rsi, %rdi
	jne	.L15
