# Stores to lines no recent store wrote on znver5 (the storeline rule):
# three arrays stepping 64 bytes write three new lines an iteration, one
# a cycle (measured on the Zen 5 host: 3.10 cycles an iteration); a
# fourth store into the first array's line just written takes no line
# write.  The bounds count the line writes as the simulation does.
# RUN: -mcpu=znver5 -iterations=1000 -bounds -instruction-info=false -resource-pressure=false
.L1:
	movq	%r10, (%rdi,%rax)
	movq	%r11, 128(%rsi,%rax)
	movq	%r12, 256(%r8,%rax)
	movq	%r13, 8(%rdi,%rax)
	addq	$64, %rax
	cmpq	%rdx, %rax
	jne	.L1
