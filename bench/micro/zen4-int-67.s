# CPU: znver4
# MEASURED: 1.25
# zen4-int-31 with the cmpq reading another register (1.65 when it
# reads %rax)
1:
	addl %eax, %ecx
	addl %edi, %edx
	addl %edi, %esi
	addq $1, %rax
	cmpq %rbx, %r10
	jne 1b
