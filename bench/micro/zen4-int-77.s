# CPU: znver4
# MEASURED: 1.89
# zen4-int-75 with a load-op for the read-modify-write: no store, still slow
	movq %rax, %rcx
	andl $15, %ecx
	movzbl (%rsi,%rcx), %ecx
	xorb (%rdi,%rax), %cl
	addq $1, %rax
	cmpq %rax, %rdx
	jne 1f
1:
