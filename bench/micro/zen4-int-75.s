# CPU: znver4
# MEASURED: 2.05
# narrow-types.c:93's loop (2.21 as a loop): a 16-byte table's byte, indexed by the induction register's low bits, xored into an indexed byte; 1.21 with the table load not indexed (-76), 1.05 without it (-80)
	movq %rax, %rcx
	andl $15, %ecx
	movzbl (%rsi,%rcx), %ecx
	xorb %cl, (%rdi,%rax)
	addq $1, %rax
	cmpq %rax, %rdx
	jne 1f
1:
