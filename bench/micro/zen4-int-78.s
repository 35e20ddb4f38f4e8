# CPU: znver4
# MEASURED: 1.77
# zen4-int-77 with the cmpq reading a register the loop leaves alone
	movq %rax, %rcx
	andl $15, %ecx
	movzbl (%rsi,%rcx), %ecx
	xorb (%rdi,%rax), %cl
	addq $1, %rax
	cmpq %r9, %rdx
	jne 1f
1:
