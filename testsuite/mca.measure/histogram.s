# A histogram update: the counter's index is loaded data, so the data
# pages must not hold one value everywhere (each update would hit the
# previous one's counter, a store-forwarding chain).
	movl	(%rsi), %eax
	addq	$4, %rsi
	movzbl	%al, %eax
	addl	$1, (%rdi,%rax,4)
